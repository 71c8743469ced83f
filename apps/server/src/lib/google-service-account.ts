import { createSign } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** The parts of a Google service-account key file that asking for an access token needs. */
const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
})
export type GoogleServiceAccount = z.infer<typeof serviceAccountSchema>

/**
 * Reads and checks a service-account key file; the error names the variable and the file, never
 * the key. `variable` is the setting that named the file (FCM_SERVICE_ACCOUNT_FILE, …).
 */
export function readServiceAccount(file: string, variable: string): GoogleServiceAccount {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    throw new Error(`${variable} ${file}: not a readable JSON file (${(err as Error).message})`)
  }
  const parsed = serviceAccountSchema.safeParse(json)
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ')
    throw new Error(`${variable} ${file}: not a service-account key (check ${fields})`)
  }
  return parsed.data
}

/** An access token is used until this close to its expiry, then a new one is asked for. */
const REFRESH_MARGIN_MS = 60_000

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

export interface GoogleAccessTokens {
  /** A valid access token for the scope: the cached one, or a fresh one (one request at a time). */
  get(): Promise<{ token: string; expiresAt: number }>
  /** Forget the cached token (Google answered 401 with it). */
  forget(): void
}

/**
 * OAuth access tokens for a service account (the JWT bearer grant, RS256): a JWT signed with the
 * key is exchanged at the key's own `token_uri` for a short-lived token, kept until a minute
 * before it expires. The token address comes from the key file, as Google writes it, so a test
 * points it at a local stand-in by writing its own key file (decision 176; FCM and the Play
 * Developer API share this).
 */
export function createGoogleAccessTokens(deps: {
  account: GoogleServiceAccount
  scope: string
  timeoutMs: number
  now: () => Date
  /** Names the service in errors ("FCM", "Google Play"). */
  label: string
}): GoogleAccessTokens {
  let cached: { token: string; expiresAt: number } | undefined
  let pending: Promise<{ token: string; expiresAt: number }> | undefined

  function assertion(nowMs: number): string {
    const iat = Math.floor(nowMs / 1000)
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
    const claims = base64url(
      JSON.stringify({
        iss: deps.account.client_email,
        scope: deps.scope,
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

  async function fetchAccessToken() {
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
    if (!res.ok) throw new Error(`${deps.label} access token refused: HTTP ${res.status}`)
    const body = z
      .object({ access_token: z.string().min(1), expires_in: z.number().positive() })
      .parse(await res.json())
    cached = { token: body.access_token, expiresAt: nowMs + body.expires_in * 1000 }
    return cached
  }

  return {
    get() {
      if (cached && cached.expiresAt - REFRESH_MARGIN_MS > deps.now().getTime()) {
        return Promise.resolve(cached)
      }
      pending ??= fetchAccessToken().finally(() => {
        pending = undefined
      })
      return pending
    },
    forget() {
      cached = undefined
    },
  }
}
