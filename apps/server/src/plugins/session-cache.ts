/** Who a session belongs to, as the guards answer it. */
export interface SessionUser {
  id: string
  email: string
  emailVerified: boolean
  /** The session these credentials carry (push subscriptions belong to it: decision 161). */
  sessionId: string
}

/**
 * Remembers for a minute which user a session belongs to, so the hot paths (sending a message,
 * marking read) do not pay better-auth's session lookup on every request. Keyed by the raw
 * credentials the request carried. Every auth change that can end a session (sign-out, password
 * reset, revocation) clears it on every instance (`hub.sessionsEnded`); an instance that missed
 * that word, with Redis away, may honour an ended session for at most `ttlMs`.
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
      // Between half and all of the lifetime: sessions cached in the same burst (a deploy, a
      // reconnect storm) must not all expire in the same second and be looked up again together.
      const lifetime = ttlMs * (0.5 + Math.random() / 2)
      entries.set(key, { user, expiresAt: now().getTime() + lifetime })
    },
    clear() {
      entries.clear()
    },
  }
}
export type SessionCache = ReturnType<typeof createSessionCache>

/** What a request or a socket handshake can carry a session in. */
export interface Credentials {
  authorization?: string
  cookie?: string
}

/** The credentials a request carries, as one key; undefined when it carries none. */
export function credentialsKey({ authorization, cookie }: Credentials): string | undefined {
  if (!authorization && !cookie) return undefined
  return `${authorization ?? ''}\n${cookie ?? ''}`
}
