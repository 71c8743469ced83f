import { Bell } from 'lucide-react'
import { NavLink } from 'react-router'
import { cn } from '../../../components/ui/cn'
import { paths } from '../../../config/paths'
import { formatBadgeCount, useT } from '../../../i18n'
import { useUnreadNotificationCount } from '../api/get-notifications'

/** The way to the notifications from anywhere in the app, with the unread count ('99+' above 99). */
export function NotificationBell({ className }: { className?: string }) {
  const { data: count = 0 } = useUnreadNotificationCount()
  const t = useT()
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')
  return (
    <NavLink
      to={paths.app.notifications}
      aria-label={label}
      className={({ isActive }) =>
        cn(
          'relative flex h-11 w-11 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-primary-soft',
          isActive ? 'bg-primary-soft text-primary' : 'text-ink',
          className,
        )
      }
    >
      <Bell aria-hidden size={22} />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute end-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white"
        >
          {formatBadgeCount(count)}
        </span>
      )}
    </NavLink>
  )
}
