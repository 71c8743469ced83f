import { useT } from '../../../i18n'
import { useMatchNews } from '../api/get-match-news'
import { useUnreadCount } from '../api/get-unread-count'
import { badgeCount } from '../lib/badge-count'

/**
 * The Matches tab badge: unread messages plus matches made since I last opened Matches
 * (decision 350), '99+' above 99, hidden at 0. A screen reader hears each part.
 */
export function UnreadBadge() {
  const t = useT()
  const { data: unread = 0 } = useUnreadCount()
  const { data: news } = useMatchNews()
  const newMatches = news?.newMatches ?? 0
  const count = unread + newMatches
  if (count <= 0) return null
  return (
    <span className="absolute -end-2.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white">
      <span aria-hidden>{badgeCount(count)}</span>
      {newMatches > 0 && <span className="sr-only">{t('matches.newMatches', { count: newMatches })}</span>}
      {unread > 0 && <span className="sr-only">{t('matches.unread', { count: unread })}</span>}
    </span>
  )
}
