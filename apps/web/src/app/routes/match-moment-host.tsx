import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { matchPath, useLocation } from 'react-router'
import { useCelebrateMatch, useMatchMoment } from '../../entities/match/use-celebrate-match'
import { markMomentShown, useMatchNews } from '../../features/matches/api/get-match-news'
import { matchKeys } from '../../features/matches/api/match-keys'
import { MatchMoment } from '../../features/matches/components/match-moment'
import { PushOffer } from '../../features/notifications/components/push-settings'
import { useOwnProfile } from '../../features/profiles/api/get-own-profile'

/**
 * Shows the match moment above any screen, with my own photo beside theirs and, once, a push
 * offer. A match my own like made opens it at once; one the other side made (while I was on
 * another screen, or away) comes from the server's list of moments still owed to me, live after
 * `match.created` and on the next visit. Each is marked shown as it opens, so it shows once on
 * every device (decision 350). A member already in that match's chat has seen it: the moment is
 * marked shown without opening over the conversation.
 */
export function MatchMomentHost() {
  const { matchId, close } = useMatchMoment()
  const celebrate = useCelebrateMatch()
  const news = useMatchNews()
  const queryClient = useQueryClient()
  const shown = useRef(new Set<string>())
  const owed = news.data?.moments
  const openChat = matchPath('/app/chat/:matchId', useLocation().pathname)?.params.matchId

  useEffect(() => {
    const remember = (id: string) => {
      shown.current.add(id)
      void markMomentShown(id)
        .then(() => queryClient.invalidateQueries({ queryKey: matchKeys.news, refetchType: 'none' }))
        // Not remembered: the next visit shows it again, which beats never showing it.
        .catch(() => undefined)
    }
    if (matchId) {
      if (!shown.current.has(matchId)) remember(matchId)
      return
    }
    if (openChat && owed?.includes(openChat) && !shown.current.has(openChat)) remember(openChat)
    const next = owed?.find((id) => !shown.current.has(id))
    if (next) celebrate(next)
  }, [matchId, owed, openChat, celebrate, queryClient])

  const own = useOwnProfile()
  const me = own.data
    ? { name: own.data.name, picture: own.data.pictures[0]?.thumbnailUrl ?? null }
    : undefined
  return <MatchMoment matchId={matchId} onClose={close} me={me} extra={<PushOffer />} />
}
