import { BadgeCheck } from 'lucide-react'
import { cn } from '../../components/ui/cn'
import { useT } from '../../i18n'

/**
 * The badge of a verified profile. Its words say exactly what was checked: a moderator compared
 * a selfie taken in a given pose with the profile's pictures. Nothing about identity papers.
 */
export function VerifiedBadge({ className }: { className?: string }) {
  const t = useT()
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-xl border border-sky-700/30 bg-sky-50 px-2.5 py-1 font-sans text-sm font-medium text-sky-800',
        className,
      )}
    >
      <BadgeCheck aria-hidden size={16} className="shrink-0" />
      <span>{t('profile.verified')}</span>
    </p>
  )
}
