import type { Config } from './env'

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * Our own pages' origins, the only ones allowed to act with the user's cookie: the configured
 * address, and the other names of that address when it is on this machine (localhost, 127.0.0.1
 * and [::1] are one place).
 */
export function ownOrigins(config: Pick<Config, 'publicUrl'>): string[] {
  const origins = [new URL(config.publicUrl).origin]
  const url = new URL(config.publicUrl)
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      url.hostname = host
      origins.push(url.origin)
    }
  }
  return [...new Set(origins)]
}

/**
 * Every origin allowed to call the API: our own, and the extra origins of TRUSTED_ORIGINS (the
 * native shell), which sign in and act with a bearer token only; a cookie is honoured from our own
 * origins alone (plugins/csrf.ts, decision 165). The list for better-auth and the socket.
 */
export function allowedOrigins(config: Pick<Config, 'publicUrl' | 'trustedOrigins'>): string[] {
  return [...new Set([...ownOrigins(config), ...config.trustedOrigins])]
}

/** True when a request with this Origin header may act for the user (no header: not a browser page). */
export function isAllowedOrigin(
  config: Pick<Config, 'publicUrl' | 'trustedOrigins'>,
  origin: string | undefined,
) {
  return origin === undefined || allowedOrigins(config).includes(origin)
}

/** What a refused page is told: where Mithaq expects to be opened, and how to allow this address. */
export function refusedOriginMessage(config: Pick<Config, 'publicUrl'>, origin: string) {
  return `Mithaq does not accept requests from ${origin}: this server expects to be opened at ${config.publicUrl}. Open it there, or, to use this address, set PUBLIC_URL=${origin} (in .env) and restart the server.`
}

/**
 * The one rule for the session cookie (decision 165), asked by HTTP writes (plugins/csrf.ts) and by
 * the socket's handshake (realtime/hub.ts): a cookie acts for the user only on a request from one
 * of our own pages. A request that names its Origin must name one of ours; the extra
 * TRUSTED_ORIGINS (the native shell) act with a bearer token only. Without an Origin, a
 * `Sec-Fetch-Site` other than same-origin is another site's page. When neither header came,
 * `withoutHeaders` decides: HTTP writes refuse (a browser names the origin of every write), the
 * socket accepts (a browser's WebSocket handshake always names its origin, so only a program that
 * holds the cookie itself sends none).
 */
export function cookieFromOwnPage(
  own: ReadonlySet<string>,
  headers: { origin?: string; 'sec-fetch-site'?: string | string[] },
  withoutHeaders: 'refuse' | 'accept',
): boolean {
  const origin = headers.origin
  if (origin !== undefined) return own.has(origin)
  const site = headers['sec-fetch-site']
  if (site === undefined) return withoutHeaders === 'accept'
  return site === 'same-origin'
}
