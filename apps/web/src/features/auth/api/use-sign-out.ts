import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { paths } from '../../../config/paths'
import { unsubscribeThisBrowser } from '../../../entities/push/push'
import { t } from '../../../i18n'
import { errorCode } from '../../../lib/api-client'
import { sessionToken } from '../../../lib/session-token'
import { isNativeShell } from '../../../lib/transport'
import { signOutRequest } from './auth-calls'
import { meQueryKey } from './get-me'

/** Local data the app keeps for a user; cleared on sign-out. */
export const SIGNUP_DRAFT_KEY = 'signup_form_data'

/**
 * Forgets everything this device keeps for the user and goes home (docs/product.md § 2: "after logout,
 * deactivation or deletion go to /"). The caller ends the server session first and says so.
 */
export function useForgetUser() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return () => {
    // Deactivation and deletion end the session too: no more pushes on this device.
    void unsubscribeThisBrowser()
    // The shell's bearer token, whatever the server answered (lib/transport.ts clears it on success).
    if (isNativeShell) void sessionToken.clear()
    sessionStorage.removeItem(SIGNUP_DRAFT_KEY)
    queryClient.clear()
    queryClient.setQueryData(meQueryKey, null)
    navigate(paths.home, { replace: true })
  }
}

/**
 * Signs out and clears everything kept for the user. An already-invalid session still counts
 * as signed out; any other server failure is reported, but the local sign-out happens anyway.
 * The browser's push subscription ends first (the server drops its copy with the session).
 */
export function useSignOut() {
  const forgetUser = useForgetUser()
  return async () => {
    let message: string = t('notices.signedOut')
    await unsubscribeThisBrowser()
    try {
      await signOutRequest()
    } catch (error) {
      // A session already ended elsewhere is answered UNAUTHENTICATED: signed out all the same.
      if (errorCode(error) !== 'UNAUTHENTICATED') message = t('notices.signOutServerIssue')
    }
    forgetUser()
    toast.success(message)
  }
}
