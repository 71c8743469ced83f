import { formatBadgeCount, useT } from '../../../i18n'
import { useUnreadLikeIds } from '../api/get-notifications'

/** The Liked tab's badge: new 'Liked Me' entries (unread like notifications), hidden at 0. */
export function LikedBadge() {
  const { data: ids = [] } = useUnreadLikeIds()
  const t = useT()
  const count = ids.length
  if (count <= 0) return null
  return (
    <span className="absolute -end-2.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white">
      <span aria-hidden>{formatBadgeCount(count)}</span>
      <span className="sr-only">{t('notifications.newLikes', { count })}</span>
    </span>
  )
}
