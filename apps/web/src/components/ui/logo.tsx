import { useT } from '../../i18n'
import { cn } from './cn'

/** The mark (a heart under a star) and the name. */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  const t = useT()
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 64 64" className="h-9 w-9" aria-hidden>
        <rect width="64" height="64" rx="14" fill="#0f5c4d" />
        <path
          d="M32 50s-15-9.2-15-21.5C17 22 21.5 18 26.6 18c2.5 0 4.3 1.1 5.4 2.7 1.1-1.6 2.9-2.7 5.4-2.7C42.5 18 47 22 47 28.5 47 40.8 32 50 32 50z"
          fill="none"
          stroke="#e9c983"
          strokeWidth="3.5"
          strokeLinejoin="round"
        />
        <path d="M32 13l1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z" fill="#e9c983" />
      </svg>
      {showName ? (
        <span className="font-display text-2xl font-semibold text-primary">{t('common.brand')}</span>
      ) : (
        <span className="sr-only">{t('common.brand')}</span>
      )}
    </span>
  )
}
