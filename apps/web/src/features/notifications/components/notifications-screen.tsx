import { type MatchTimer, type Notification, notificationTarget } from '@mithaq/domain'
import { BellOff, CheckCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { ErrorScreen } from '../../../components/ui/error-boundary'
import { LoadMore } from '../../../components/ui/load-more'
import { LoadingIndicator } from '../../../components/ui/loading-indicator'
import { useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { useNow } from '../../../lib/use-now'
import { flattenFeed, useNotifications } from '../api/get-notifications'
import { useMarkNotificationsRead } from '../api/mark-read'
import { NotificationItem } from './notification-item'

export interface NotificationsScreenProps {
  /** The running timer of a match (from the matches feature): undefined while unknown. */
  timerFor?: (matchId: string) => MatchTimer | null | undefined
  /** Push permission and per-type switches, composed by the route. */
  pushSettings?: ReactNode
}

/** /app/notifications: everything that happened, newest first; opening one leads to it. */
export function NotificationsScreen({ timerFor, pushSettings }: NotificationsScreenProps) {
  const t = useT()
  const feed = useNotifications()
  const markRead = useMarkNotificationsRead()
  const navigate = useNavigate()
  const now = useNow(30_000)
  const notifications = flattenFeed(feed.data)
  const unreadCount = feed.data?.pages[0]?.unreadCount ?? 0

  function handleOpen(notification: Notification) {
    if (!notification.read) markRead.mutate([notification.id])
    navigate(notificationTarget(notification.type, notification.referenceId))
  }

  function handleMarkAll() {
    markRead.mutate(undefined, {
      onError: (error) =>
        toast.error(t('notifications.markReadFailed'), { description: errorMessage(error) }),
    })
  }

  return (
    <section aria-labelledby="notifications-title" className="px-4 py-6 sm:px-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="notifications-title" className="font-display text-3xl text-ink">
          {t('notifications.heading')}
        </h1>
        {unreadCount > 0 && (
          <Button variant="secondary" size="sm" onClick={handleMarkAll} disabled={markRead.isPending}>
            <CheckCheck aria-hidden size={16} />
            {t('notifications.markAllRead')}
          </Button>
        )}
      </div>

      {pushSettings && <div className="mt-5">{pushSettings}</div>}

      <div className="mt-5">
        {feed.isPending ? (
          <LoadingIndicator message={t('notifications.loading')} />
        ) : feed.isError && !feed.data ? (
          <ErrorScreen message={errorMessage(feed.error)} onRetry={() => void feed.refetch()} />
        ) : notifications.length === 0 ? (
          <div
            role="status"
            className="flex flex-col items-center gap-2 rounded-3xl border border-dashed border-line bg-white/60 px-6 py-12 text-center"
          >
            <span className="mb-1 flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary">
              <BellOff aria-hidden size={22} />
            </span>
            <p className="font-display text-xl text-ink">{t('notifications.empty')}</p>
            <p className="text-muted">{t('notifications.emptyHint')}</p>
          </div>
        ) : (
          <>
            <ul
              aria-label={t('notifications.listLabel')}
              className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white"
            >
              {notifications.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  timer={n.type === 'reminder' && n.referenceId ? timerFor?.(n.referenceId) : undefined}
                  now={now}
                  onOpen={handleOpen}
                />
              ))}
            </ul>
            <LoadMore
              list={feed}
              label={t('notifications.loadMore')}
              failed={t('notifications.loadMoreFailed')}
              className="mt-4"
            />
          </>
        )}
      </div>
    </section>
  )
}
