import type { SessionUser } from '../../plugins/auth'

/**
 * Remembers for a few seconds which user a session belongs to, so the hot paths (sending a
 * message, marking read) do not pay better-auth's session lookup on every request. Keyed by the
 * raw credentials the request carried. Cleared on this instance by every auth change that can end
 * a session (sign-out, password reset, revocation); another instance may honour an ended session
 * for at most `ttlMs`.
 */
export function createSessionCache({
  ttlMs,
  now,
  maxEntries = 10_000,
}: {
  ttlMs: number
  now: () => Date
  maxEntries?: number
}) {
  const entries = new Map<string, { user: SessionUser; expiresAt: number }>()
  return {
    get(key: string): SessionUser | undefined {
      const hit = entries.get(key)
      if (!hit) return undefined
      if (hit.expiresAt <= now().getTime()) {
        entries.delete(key)
        return undefined
      }
      return hit.user
    },
    set(key: string, user: SessionUser) {
      if (ttlMs <= 0) return
      // Maps keep insertion order: the first key is the oldest.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      entries.set(key, { user, expiresAt: now().getTime() + ttlMs })
    },
    clear() {
      entries.clear()
    },
  }
}
export type SessionCache = ReturnType<typeof createSessionCache>

/** The credentials a request carries, as one key; undefined when it carries none. */
export function credentialsKey(headers: { authorization?: string; cookie?: string }): string | undefined {
  if (!headers.authorization && !headers.cookie) return undefined
  return `${headers.authorization ?? ''}\n${headers.cookie ?? ''}`
}

/** better-auth endpoints after which a cached session may no longer be valid. */
export const endsSessions = (path: string) =>
  /\/(sign-out|reset-password|revoke-|change-password|change-email|delete-user|admin\/)/.test(path)
