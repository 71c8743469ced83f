import { MatchesScreen } from '../../features/matches/components/list/matches-screen'

export function MatchesRoute() {
  return <MatchesScreen />
}
