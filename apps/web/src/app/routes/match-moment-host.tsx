import { MatchMoment } from '../../features/matches/components/match-moment'
import { PushOffer } from '../../features/notifications/components/push-settings'
import { useOwnProfile } from '../../features/profiles/api/get-own-profile'
import { useMatchMoment } from '../../lib/use-celebrate-match'

/** Shows the match moment above any screen, with my own photo beside theirs and, once, a push offer. */
export function MatchMomentHost() {
  const { matchId, close } = useMatchMoment()
  const own = useOwnProfile()
  const me = own.data
    ? { name: own.data.name, picture: own.data.pictures[0]?.thumbnailUrl ?? null }
    : undefined
  return <MatchMoment matchId={matchId} onClose={close} me={me} extra={<PushOffer />} />
}
