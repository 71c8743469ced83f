import { ConversationPlaceholder } from '../../features/matches/components/list/conversation-placeholder'
import { MatchesScreen } from '../../features/matches/components/list/matches-screen'
import { useIsDesktop } from '../../lib/use-media-query'

/** The list on a phone; on a desktop the list is already on the left, so the right pane waits. */
export function MatchesRoute() {
  const isDesktop = useIsDesktop()
  return isDesktop ? <ConversationPlaceholder /> : <MatchesScreen />
}
