import { useMe } from '../../features/auth/api/get-me'
import { UnreadBadge } from '../../features/matches/components/unread-badge'
import { useLiveMatches } from '../../features/matches/hooks/use-live-matches'
import { useLiveWallet } from '../../features/wallet/api/get-wallet'
import { useRealtimeConnection } from '../../lib/socket-client'
import { AppLayout } from './app-layout'

/**
 * The signed-in area: one realtime connection for the user, the features' caches kept live by
 * its events whichever screen is open, and the tab bar with the unread badge.
 */
export function AppShell() {
  const { data: me } = useMe()
  useRealtimeConnection(me?.user.id)
  useLiveMatches()
  useLiveWallet()
  return <AppLayout matchesBadge={<UnreadBadge />} />
}
