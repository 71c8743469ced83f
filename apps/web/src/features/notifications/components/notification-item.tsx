import type { MatchTimer, Notification } from '@mithaq/domain'
import { Bell, Heart, Hourglass, LockOpen, MessageCircle, Sparkles, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../../components/ui/cn'
import { formatRelativeTime, isolateText, useT } from '../../../i18n'
import { notificationText } from './notification-text'

const ICONS: Record<Notification['type'], ReactNode> = {
  like: <Heart aria-hidden size={18} />,
  match: <Sparkles aria-hidden size={18} />,
  message: <MessageCircle aria-hidden size={18} />,
  chat_unlocked: <LockOpen aria-hidden size={18} />,
  payment_required: <Wallet aria-hidden size={18} />,
  reminder: <Hourglass aria-hidden size={18} />,
  test: <Bell aria-hidden size={18} />,
}

export interface NotificationItemProps {
  notification: Notification
  timer: MatchTimer | null | undefined
  now: Date
  onOpen: (notification: Notification) => void
}

/** One notification: what it is, who it is from, a plain sentence and when; opening it leads to it. */
export function NotificationItem({ notification, timer, now, onOpen }: NotificationItemProps) {
  const t = useT()
  const { title, sentence } = notificationText(notification, timer, now, t)
  const unread = !notification.read
  const reminder = notification.type === 'reminder'
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3.5 text-start transition-colors hover:bg-cream focus-visible:bg-cream',
          unread && 'bg-primary-soft/40',
        )}
      >
        <span
          className={cn(
            'mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
            reminder ? 'bg-sand text-gold-ink' : 'bg-primary-soft text-primary',
          )}
        >
          {ICONS[notification.type]}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-3">
            <span className={cn('truncate text-ink', unread ? 'font-semibold' : 'font-medium')}>{title}</span>
            <time
              dateTime={notification.createdAt}
              className={cn('shrink-0 text-xs', unread ? 'font-semibold text-primary' : 'text-muted')}
            >
              {isolateText(formatRelativeTime(new Date(notification.createdAt), now))}
            </time>
          </span>
          <span className={cn('mt-0.5 line-clamp-3 block text-sm', unread ? 'text-ink' : 'text-muted')}>
            {sentence}
          </span>
        </span>
        {unread && (
          <>
            <span aria-hidden className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-primary" />
            <span className="sr-only">{t('notifications.unread')}</span>
          </>
        )}
      </button>
    </li>
  )
}
