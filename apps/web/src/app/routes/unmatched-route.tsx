import { UnmatchedScreen } from '../../features/matches/components/unmatched/unmatched-screen'
import { TokenBalance } from '../../features/wallet/components/token-balance'

export function UnmatchedRoute() {
  return <UnmatchedScreen balance={<TokenBalance />} />
}
