import { Navigate, useParams } from 'react-router'
import { paths } from '../../config/paths'
import { ConversationGuardian } from '../../features/guardian/components/conversation-guardian'
import { ChatScreen } from '../../features/matches/components/chat/chat-screen'
import { TokenBalance } from '../../features/wallet/components/token-balance'

export function ChatRoute() {
  const { matchId } = useParams()
  if (!matchId) return <Navigate to={paths.app.matches} replace />
  return (
    <ChatScreen
      matchId={matchId}
      balance={<TokenBalance />}
      guardian={(match) => (
        <ConversationGuardian
          matchId={match.id}
          otherName={match.profile.name}
          otherSex={match.profile.sex}
          active={match.status !== 'unmatched'}
        />
      )}
    />
  )
}
