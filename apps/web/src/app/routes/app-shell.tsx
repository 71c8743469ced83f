import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLiveWallet } from '../../entities/wallet/wallet'
import { useMe } from '../../features/auth/api/get-me'
import { UnreadBadge } from '../../features/matches/components/unread-badge'
import { LikedBadge } from '../../features/notifications/components/liked-badge'
import { NotificationBell } from '../../features/notifications/components/notification-bell'
import { useLiveNotifications } from '../../features/notifications/hooks/use-live-notifications'
import { BalanceLink } from '../../features/wallet/components/token-balance'
import { useRealtimeConnection } from '../../lib/socket-client'
import { isNativeShell } from '../../lib/transport'
import { useLiveRefresh } from '../live-refresh'
import { AppLayout } from './app-layout'
import { MatchMomentHost } from './match-moment-host'

/**
 * The signed-in area: one realtime connection for the user, the features' caches kept live by
 * its events whichever screen is open, the tab bar with its badges, the notifications bell and
 * the match moment.
 */
export function AppShell() {
  const { data: me } = useMe()
  useRealtimeConnection(me?.user.id)
  useLiveRefresh()
  useLiveWallet()
  useLiveNotifications()
  // The shell registers for pushes again at each start when allowed (its token may have rotated).
  const userId = me?.user.id
  // Store purchases finished while no purchase sheet was open (an Ask to Buy approved while the
  // app was closed) reach the server as soon as the member is signed in, not when the wallet opens.
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!isNativeShell || !userId) return
    void import('../../entities/push/native-push').then((m) => m.resumeNativePush())
    void import('../../entities/tokens/store-updates').then((m) => m.startStoreUpdates(queryClient))
  }, [userId, queryClient])
  return (
    <>
      <AppLayout
        matchesBadge={<UnreadBadge />}
        likedBadge={<LikedBadge />}
        bell={<NotificationBell />}
        balance={<BalanceLink />}
      />
      <MatchMomentHost />
    </>
  )
}
