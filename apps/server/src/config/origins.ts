import type { Config } from './env'

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * Every origin allowed to call the API with the user's cookie: the configured address, the other
 * names of that address when it is on this machine (localhost, 127.0.0.1 and [::1] are one place),
 * and the extra origins of TRUSTED_ORIGINS (the native shell). The one list for better-auth, the
 * socket and any other origin check.
 */
export function allowedOrigins(config: Pick<Config, 'publicUrl' | 'trustedOrigins'>): string[] {
  const origins = [new URL(config.publicUrl).origin]
  const url = new URL(config.publicUrl)
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      url.hostname = host
      origins.push(url.origin)
    }
  }
  return [...new Set([...origins, ...config.trustedOrigins])]
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
