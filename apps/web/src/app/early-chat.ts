import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { meQueryOptions } from '../features/auth/api/get-me'
import { matchQueryOptions } from '../features/matches/api/get-match'

/**
 * A chat opened by its address (a link, a notification, a reload) asks for its match as soon as
 * the session is known, while the app is still being evaluated and its first screen rendered,
 * not from that render: on a loaded 2-core machine the render alone took 8 s, and the match's
 * round trip and a second render came after it (issue 28, item 13). The chat screen then finds
 * the answer in the cache for its first render; its own ask on mount (every visit asks again)
 * changes nothing it shows. A visitor asks for nothing, and a failed early ask is forgotten, so
 * the screen starts as it would have without it.
 */
export async function askForChatMatch(pathname: string, queryClient: QueryClient) {
  const matchId = matchPath('/app/chat/:matchId', pathname)?.params.matchId
  if (!matchId) return
  const me = await queryClient.fetchQuery(meQueryOptions).catch(() => null)
  if (!me) return
  const options = matchQueryOptions(matchId)
  await queryClient.prefetchQuery(options)
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true })
  if (query?.state.status === 'error' && query.getObserversCount() === 0) queryClient.removeQueries(options)
}
