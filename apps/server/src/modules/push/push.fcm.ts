import type { PushPayload } from '@mithaq/domain'
import {
  createGoogleAccessTokens,
  type GoogleServiceAccount,
  readServiceAccount as readGoogleServiceAccount,
} from '../../lib/google-service-account'

export type FcmServiceAccount = GoogleServiceAccount

/** Reads and checks a service-account key file; the error names the file, never the key. */
export const readServiceAccount = (file: string): FcmServiceAccount =>
  readGoogleServiceAccount(file, 'FCM_SERVICE_ACCOUNT_FILE')

/**
 * What a native push service (FCM, APNs) said about one push: delivered, the token is dead
 * (remove it), or anything else (log it, with the service's reason when it gives one).
 */
export type NativePushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number; reason?: string }
  | { kind: 'failed'; status: number; reason?: string }
export type FcmOutcome = NativePushOutcome

export interface FcmClient {
  send(token: string, payload: PushPayload): Promise<FcmOutcome>
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging'

/**
 * Firebase Cloud Messaging, HTTP v1 API (decision 176): a short-lived OAuth access token is
 * obtained with a JWT signed by the service account's key (lib/google-service-account.ts); each
 * push is one POST to `messages:send`. `apiUrl` is FCM's address, replaced only by tests (a local
 * stand-in); the token address comes from the key file, as Google writes it.
 */
export function createFcmClient(deps: {
  account: FcmServiceAccount
  apiUrl?: string
  timeoutMs: number
  now: () => Date
}): FcmClient {
  const apiUrl = (deps.apiUrl ?? 'https://fcm.googleapis.com').replace(/\/+$/, '')
  const sendUrl = `${apiUrl}/v1/projects/${encodeURIComponent(deps.account.project_id)}/messages:send`
  const tokens = createGoogleAccessTokens({ ...deps, scope: SCOPE, label: 'FCM' })
  const accessToken = async () => (await tokens.get()).token

  return {
    async send(token, payload) {
      const res = await fetch(sendUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token,
            notification: { title: payload.title, body: payload.body },
            // FCM's data values are strings only; a missing id travels as ''.
            data: Object.fromEntries(Object.entries(payload.data).map(([k, v]) => [k, v ?? ''])),
            android: { priority: 'high' },
          },
        }),
        redirect: 'error',
        signal: AbortSignal.timeout(deps.timeoutMs),
      })
      if (res.ok) {
        await res.body?.cancel()
        return { kind: 'sent' }
      }
      const text = await res.text().catch(() => '')
      if (res.status === 401) tokens.forget() // the next push asks for a fresh access token
      // UNREGISTERED (404) is an app uninstalled or a token rotated; a malformed token is refused
      // with 400 INVALID_ARGUMENT naming the token field. Either way it will never work again.
      if (res.status === 404 || (res.status === 400 && /registration token/i.test(text))) {
        return { kind: 'gone', status: res.status }
      }
      return { kind: 'failed', status: res.status }
    },
  }
}
