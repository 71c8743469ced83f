import { LikedScreen } from '../../features/liked/components/liked-screen'
import { UnmatchedList } from '../../features/matches/components/unmatched/unmatched-list'
import { TokenBalance } from '../../features/wallet/components/token-balance'

/** /app/liked, with the unmatched list (matches feature) in its 'Unmatched' tab. */
export function LikedRoute() {
  return <LikedScreen unmatched={<UnmatchedList balance={<TokenBalance />} />} />
}
