import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { ErrorScreen } from '../../components/ui/error-boundary'
import { LoadingIndicator } from '../../components/ui/loading-indicator'
import { paths } from '../../config/paths'
import { useMe } from '../../features/auth/api/get-me'
import { useT } from '../../i18n'
import { errorMessage } from '../../lib/api-client'

interface FromState {
  from?: string
}

/** Landing and /auth: a signed-in user is sent on (back where they were going, when known). */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { data: me, isPending } = useMe()
  const location = useLocation()
  if (isPending) return <LoadingIndicator fullScreen />
  if (me?.hasProfile) {
    const from = (location.state as FromState | null)?.from
    return <Navigate to={from?.startsWith('/app') ? from : paths.app.profiles} replace />
  }
  if (me) return <Navigate to={paths.signup.basics} replace />
  return children
}

/** /signup/*: only for a signed-in user who has no profile yet. */
export function SignupOnly({ children }: { children: ReactNode }) {
  const t = useT()
  const { data: me, isPending, error, refetch } = useMe()
  if (isPending) return <LoadingIndicator fullScreen subMessage={t('common.checkingAuth')} />
  if (error) return <ErrorScreen message={errorMessage(error)} onRetry={() => refetch()} />
  if (!me) return <Navigate to={paths.auth} replace />
  if (me.hasProfile) return <Navigate to={paths.app.profiles} replace />
  return children
}

/** /app/*: signed in with a profile; otherwise off to /auth (remembering the way) or /signup. */
export function ProfileRequired({ children }: { children: ReactNode }) {
  const { data: me, isPending, error, refetch } = useMe()
  const location = useLocation()
  if (isPending) return <LoadingIndicator fullScreen />
  if (error) return <ErrorScreen message={errorMessage(error)} onRetry={() => refetch()} />
  if (!me) {
    const from = `${location.pathname}${location.search}`
    return <Navigate to={paths.auth} replace state={{ from } satisfies FromState} />
  }
  if (!me.hasProfile) return <Navigate to={paths.signup.basics} replace />
  return children
}
