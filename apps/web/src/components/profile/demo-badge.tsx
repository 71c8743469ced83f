import { MESSAGES } from '@mithaq/domain'
import { Sparkles } from 'lucide-react'
import { cn } from '../ui/cn'

/**
 * Says that a profile belongs to the demo community: a generated member, not a person. Shown
 * wherever a demo member appears (cards, tiles, the profile dialog and the chat header).
 */
export function DemoBadge({ className }: { className?: string }) {
  return (
    <span
      title={MESSAGES.demoBadgeDescription}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border border-gold-ink/30 bg-cream px-2 py-0.5 font-sans text-xs font-semibold text-gold-ink',
        className,
      )}
    >
      <Sparkles aria-hidden size={12} />
      <span>{MESSAGES.demoBadge}</span>
      <span className="sr-only">: {MESSAGES.demoBadgeDescription}</span>
    </span>
  )
}
