import { createPrivateKey, type KeyObject, sign } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http2 from 'node:http2'
import type { PushPayload } from '@mithaq/domain'
import type { ApnsConfig } from '../../config/env'
import type { NativePushOutcome } from './push.fcm'

/** Apple's push addresses: production, and the sandbox that development builds receive from. */
export const APNS_ORIGINS = {
  production: 'https://api.push.apple.com',
  development: 'https://api.sandbox.push.apple.com',
} as const

/** Reads and checks the .p8 key; the error names the file, never the key. */
export function readApnsKey(file: string): KeyObject {
  let pem: string
  try {
    pem = readFileSync(file, 'utf8')
  } catch (err) {
    throw new Error(`APNS_KEY_FILE ${file}: not readable (${(err as Error).message})`)
  }
  let key: KeyObject
  try {
    key = createPrivateKey(pem)
  } catch {
    throw new Error(`APNS_KEY_FILE ${file}: not a private key in PEM (the .p8 file Apple gives)`)
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`APNS_KEY_FILE ${file}: not an APNs key (Apple's keys are P-256 EC keys)`)
  }
  return key
}

export interface ApnsClient {
  send(token: string, payload: PushPayload): Promise<NativePushOutcome>
  /** Closes the HTTP/2 connection (at shutdown). */
  close(): void
}

/**
 * Apple issues a provider token for up to an hour and refuses one renewed more often than every
 * 20 minutes: each is used for 50.
 */
const PROVIDER_TOKEN_LIFETIME_MS = 50 * 60_000
/** How long Apple keeps a push for a phone that is off: a day, as for Web Push. */
const EXPIRATION_SECONDS = 24 * 60 * 60
/** Reasons that mean the token will never work for this app again: the row goes. */
const GONE_REASONS = new Set(['BadDeviceToken', 'Unregistered', 'DeviceTokenNotForTopic'])

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

/**
 * Apple Push Notification service with token-based authentication (decision 257): an ES256 JWT
 * (`kid` the key id, `iss` the team id) signed with the .p8 key by node:crypto, kept for 50
 * minutes; each push is one HTTP/2 POST to `/3/device/<token>` over one kept connection
 * (node:http2). 410, or 400 with BadDeviceToken, Unregistered or DeviceTokenNotForTopic, means the
 * token is dead; a 403 about the provider token drops it, so the next push signs a new one.
 */
export function createApnsClient(deps: {
  config: ApnsConfig
  key: KeyObject
  timeoutMs: number
  now: () => Date
}): ApnsClient {
  const { config } = deps
  const origin = (config.apiUrl ?? APNS_ORIGINS[config.environment]).replace(/\/+$/, '')
  let session: http2.ClientHttp2Session | undefined
  let providerToken: { jwt: string; issuedAt: number } | undefined

  function jwt(): string {
    const nowMs = deps.now().getTime()
    if (providerToken && nowMs - providerToken.issuedAt < PROVIDER_TOKEN_LIFETIME_MS) return providerToken.jwt
    const header = base64url(JSON.stringify({ alg: 'ES256', kid: config.keyId }))
    const claims = base64url(JSON.stringify({ iss: config.teamId, iat: Math.floor(nowMs / 1000) }))
    // JWS wants the raw r‖s signature, not DER.
    const signature = sign('sha256', Buffer.from(`${header}.${claims}`), {
      key: deps.key,
      dsaEncoding: 'ieee-p1363',
    }).toString('base64url')
    providerToken = { jwt: `${header}.${claims}.${signature}`, issuedAt: nowMs }
    return providerToken.jwt
  }

  /** One connection, opened when needed and again after Apple (or the network) closed it. */
  function connection(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session
    const opened = http2.connect(origin)
    opened.on('error', () => {
      // A failed or dropped connection fails the streams on it; the next push opens a new one.
    })
    opened.on('close', () => {
      if (session === opened) session = undefined
    })
    // An idle connection does not keep the process alive (tests, shutdown).
    opened.unref()
    session = opened
    return opened
  }

  function post(token: string, body: string): Promise<{ status: number; reason?: string }> {
    return new Promise((resolve, reject) => {
      const nowSeconds = Math.floor(deps.now().getTime() / 1000)
      const stream = connection().request({
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(token)}`,
        authorization: `bearer ${jwt()}`,
        'apns-topic': config.bundleId,
        'apns-push-type': 'alert',
        'apns-priority': '10',
        'apns-expiration': String(nowSeconds + EXPIRATION_SECONDS),
        'content-type': 'application/json',
      })
      stream.setTimeout(deps.timeoutMs, () => stream.close(http2.constants.NGHTTP2_CANCEL))
      let status = 0
      let text = ''
      stream.setEncoding('utf8')
      stream.on('response', (headers) => {
        status = Number(headers[':status'] ?? 0)
      })
      stream.on('data', (chunk: string) => {
        if (text.length < 4096) text += chunk
      })
      stream.on('end', () => {
        let reason: string | undefined
        try {
          reason = text ? (JSON.parse(text) as { reason?: string }).reason : undefined
        } catch {
          reason = undefined
        }
        resolve({ status, reason })
      })
      stream.on('close', () => {
        if (status === 0) reject(new Error(`APNs request closed without an answer (code ${stream.rstCode})`))
      })
      stream.on('error', reject)
      stream.end(body)
    })
  }

  return {
    async send(token, payload) {
      // The tap's target and the rest of `data` sit beside `aps`: the app reads them as the
      // notification's data, as FCM's `data` on Android.
      const body = JSON.stringify({
        aps: { alert: { title: payload.title, body: payload.body }, sound: 'default' },
        ...Object.fromEntries(Object.entries(payload.data).map(([k, v]) => [k, v ?? ''])),
      })
      const { status, reason } = await post(token, body)
      if (status === 200) return { kind: 'sent' }
      if (status === 403 && /ProviderToken/.test(reason ?? '')) providerToken = undefined
      if (status === 410 || (status === 400 && GONE_REASONS.has(reason ?? ''))) {
        return { kind: 'gone', status, reason }
      }
      return { kind: 'failed', status, reason }
    },
    close() {
      session?.close()
      session = undefined
    },
  }
}
