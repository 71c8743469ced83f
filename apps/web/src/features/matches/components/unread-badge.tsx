import { useT } from '../../../i18n'
import { useUnreadCount } from '../api/get-unread-count'
import { badgeCount } from '../lib/badge-count'

/** The Matches tab badge: total unread messages, '99+' above 99, hidden at 0. */
export function UnreadBadge() {
  const t = useT()
  const { data: count = 0 } = useUnreadCount()
  if (count <= 0) return null
  return (
    <span className="absolute -end-2.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white">
      <span aria-hidden>{badgeCount(count)}</span>
      <span className="sr-only">{t('matches.unread', { count })}</span>
    </span>
  )
}
