import { useState } from 'react'
import { LikedScreen } from '../../features/liked/components/liked-screen'
import { UnmatchedList } from '../../features/matches/components/unmatched/unmatched-list'
import { useClearNewLikes } from '../../features/notifications/hooks/use-clear-new-likes'
import { TokenBalance } from '../../features/wallet/components/token-balance'

/**
 * /app/liked, with the unmatched list (matches feature) in its 'Unmatched' tab; showing 'Liked Me'
 * marks its new likes seen (notifications feature), which clears the tab's badge.
 */
export function LikedRoute() {
  const [tab, setTab] = useState<string | null>(null)
  useClearNewLikes(tab === 'me')
  return <LikedScreen unmatched={<UnmatchedList balance={<TokenBalance />} />} onTabShown={setTab} />
}
