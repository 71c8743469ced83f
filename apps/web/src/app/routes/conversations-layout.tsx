import { Outlet } from 'react-router'
import { MatchesScreen } from '../../features/matches/components/list/matches-screen'
import { useIsDesktop } from '../../lib/use-media-query'

/**
 * /app/matches and /app/chat/:matchId. On a phone each is its own page. From 1024 px the list
 * stays on the left and the open conversation (or a placeholder) fills the right, while the
 * address still names the conversation, so links and notifications open it in place.
 */
export function ConversationsLayout() {
  const isDesktop = useIsDesktop()
  if (!isDesktop) return <Outlet />
  return (
    <div className="grid h-dvh grid-cols-[minmax(20rem,24rem)_1fr]">
      <div className="min-h-0 overflow-y-auto border-e border-line">
        <MatchesScreen />
      </div>
      <div className="min-h-0 min-w-0 overflow-hidden">
        <Outlet />
      </div>
    </div>
  )
}
