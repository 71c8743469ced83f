import { createSign } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { PushPayload } from '@mithaq/domain'
import { z } from 'zod'

/** The parts of a Google service-account key file that sending through FCM needs. */
const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
})
export type FcmServiceAccount = z.infer<typeof serviceAccountSchema>

/** Reads and checks a service-account key file; the error names the file, never the key. */
export function readServiceAccount(file: string): FcmServiceAccount {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    throw new Error(`FCM_SERVICE_ACCOUNT_FILE ${file}: not a readable JSON file (${(err as Error).message})`)
  }
  const parsed = serviceAccountSchema.safeParse(json)
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ')
    throw new Error(`FCM_SERVICE_ACCOUNT_FILE ${file}: not a service-account key (check ${fields})`)
  }
  return parsed.data
}

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
/** An access token is used until this close to its expiry, then a new one is asked for. */
const REFRESH_MARGIN_MS = 60_000

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

/**
 * Firebase Cloud Messaging, HTTP v1 API (decision 176): a short-lived OAuth access token is
 * obtained with a JWT signed by the service account's key (RS256) and kept until a minute before
 * it expires; each push is one POST to `messages:send`. `apiUrl` is FCM's address, replaced only
 * by tests (a local stand-in); the token address comes from the key file, as Google writes it.
 */
export function createFcmClient(deps: {
  account: FcmServiceAccount
  apiUrl?: string
  timeoutMs: number
  now: () => Date
}): FcmClient {
  const apiUrl = (deps.apiUrl ?? 'https://fcm.googleapis.com').replace(/\/+$/, '')
  const sendUrl = `${apiUrl}/v1/projects/${encodeURIComponent(deps.account.project_id)}/messages:send`
  let cached: { token: string; expiresAt: number } | undefined
  let pending: Promise<string> | undefined

  function assertion(nowMs: number): string {
    const iat = Math.floor(nowMs / 1000)
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
    const claims = base64url(
      JSON.stringify({
        iss: deps.account.client_email,
        scope: SCOPE,
        aud: deps.account.token_uri,
        iat,
        exp: iat + 3600,
      }),
    )
    const signature = createSign('RSA-SHA256')
      .update(`${header}.${claims}`)
      .sign(deps.account.private_key)
      .toString('base64url')
    return `${header}.${claims}.${signature}`
  }

  async function fetchAccessToken(): Promise<string> {
    const nowMs = deps.now().getTime()
    const res = await fetch(deps.account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: assertion(nowMs),
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(deps.timeoutMs),
    })
    if (!res.ok) throw new Error(`FCM access token refused: HTTP ${res.status}`)
    const body = z
      .object({ access_token: z.string().min(1), expires_in: z.number().positive() })
      .parse(await res.json())
    cached = { token: body.access_token, expiresAt: nowMs + body.expires_in * 1000 }
    return body.access_token
  }

  /** One token request at a time: pushes sent together wait for the same answer. */
  function accessToken(): Promise<string> {
    if (cached && cached.expiresAt - REFRESH_MARGIN_MS > deps.now().getTime()) {
      return Promise.resolve(cached.token)
    }
    pending ??= fetchAccessToken().finally(() => {
      pending = undefined
    })
    return pending
  }

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
      if (res.status === 401) cached = undefined // the next push asks for a fresh access token
      // UNREGISTERED (404) is an app uninstalled or a token rotated; a malformed token is refused
      // with 400 INVALID_ARGUMENT naming the token field. Either way it will never work again.
      if (res.status === 404 || (res.status === 400 && /registration token/i.test(text))) {
        return { kind: 'gone', status: res.status }
      }
      return { kind: 'failed', status: res.status }
    },
  }
}
