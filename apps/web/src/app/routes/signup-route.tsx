import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { LoadingIndicator } from '../../components/ui/loading-indicator'
import { paths } from '../../config/paths'
import { meQueryKey, useMe } from '../../features/auth/api/get-me'
import { SIGNUP_DRAFT_KEY, useSignOut } from '../../features/auth/api/use-sign-out'
import { SignupFlow } from '../../features/profiles/components/signup/signup-flow'

/** /signup/*: the sign-up flow, told who is signed in and how to leave (SignupOnly guards it). */
export function SignupRoute() {
  const { data: me } = useMe()
  const signOut = useSignOut()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  if (!me) return <LoadingIndicator fullScreen />
  return (
    <SignupFlow
      // A different user gets a fresh flow, never the previous user's draft or files.
      key={me.user.id}
      userId={me.user.id}
      draftStorageKey={SIGNUP_DRAFT_KEY}
      onSignOut={signOut}
      onProfileCreated={async () => {
        // The guards read `me`: once it knows about the profile, /app lets the user in.
        await queryClient.invalidateQueries({ queryKey: meQueryKey })
        navigate(paths.app.profiles, { replace: true })
      }}
      onSessionLost={() => {
        queryClient.setQueryData(meQueryKey, null)
      }}
    />
  )
}
