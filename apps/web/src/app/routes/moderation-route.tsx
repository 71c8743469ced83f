import { Navigate } from 'react-router'
import { LoadingIndicator } from '../../components/ui/loading-indicator'
import { paths } from '../../config/paths'
import { useMe } from '../../features/auth/api/get-me'
import { ModerationConsole } from '../../features/moderation/components/moderation-console'

/** /app/moderation: moderators only (the server checks every call too); others go to Discover. */
export function ModerationRoute() {
  const { data: me, isPending } = useMe()
  if (isPending) return <LoadingIndicator />
  if (!me?.isModerator) return <Navigate to={paths.app.profiles} replace />
  return <ModerationConsole />
}
