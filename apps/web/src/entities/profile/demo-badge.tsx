import { Sparkles } from 'lucide-react'
import { cn } from '../../components/ui/cn'
import { useT } from '../../i18n'

/**
 * Says that a profile belongs to the demo community: an invented member, not a person.
 * `full` (the one profile a screen is about: the Discover card, the profile dialog, the chat
 * header) reads the whole sentence, "Demo — an invented member, not a real person", in visible
 * text; `compact` (a list of tiles or rows, where it would repeat on every line) shows "Demo",
 * with the sentence for screen readers and as a tooltip.
 */
export function DemoBadge({
  className,
  variant = 'compact',
}: {
  className?: string
  variant?: 'compact' | 'full'
}) {
  const t = useT()
  if (variant === 'full') {
    return (
      <p
        className={cn(
          'inline-flex items-center gap-1.5 rounded-xl border border-gold-ink/30 bg-cream px-2.5 py-1 font-sans text-sm text-gold-ink',
          className,
        )}
      >
        <Sparkles aria-hidden size={14} className="shrink-0" />
        <span>
          <span className="font-semibold">{t('notices.demoBadge')}</span>
          <span> — {t('notices.demoBadgeDescription')}</span>
        </span>
      </p>
    )
  }
  return (
    <span
      title={`${t('notices.demoBadge')} — ${t('notices.demoBadgeDescription')}`}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border border-gold-ink/30 bg-cream px-2 py-0.5 font-sans text-xs font-semibold text-gold-ink',
        className,
      )}
    >
      <Sparkles aria-hidden size={12} />
      <span>{t('notices.demoBadge')}</span>
      <span className="sr-only"> — {t('notices.demoBadgeDescription')}</span>
    </span>
  )
}
