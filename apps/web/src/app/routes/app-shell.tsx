import { useMe } from '../../features/auth/api/get-me'
import { UnreadBadge } from '../../features/matches/components/unread-badge'
import { useRealtimeConnection } from '../../lib/socket-client'
import { AppLayout } from './app-layout'

/** The signed-in area: one realtime connection for the user, and the tab bar with its unread badge. */
export function AppShell() {
  const { data: me } = useMe()
  useRealtimeConnection(me?.user.id)
  return <AppLayout matchesBadge={<UnreadBadge />} />
}
