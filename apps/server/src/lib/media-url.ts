import { createHmac, timingSafeEqual } from 'node:crypto'

const HOUR_MS = 3_600_000

/**
 * Links to pictures that need no cookie (decision 210): `/media/<name>?v=<viewer>&exp=<s>&sig=<mac>`.
 * The MAC covers the path, the viewer it was issued to and the expiry, so a link cannot be moved to
 * another picture, another viewer or a later time. The media route still checks the visibility
 * rule for that viewer, so a block or a deactivation hides the picture at the next request.
 */
export interface MediaUrls {
  /** A signed link to `file` (a name under /media) for the profile `viewerId`. */
  sign(file: string, viewerId: string): string
  /** The viewer a link was issued to, when its signature is ours, for this path, and in date. */
  verify(file: string, query: { v?: unknown; exp?: unknown; sig?: unknown }): string | undefined
  /**
   * The same for another path of ours that an `<img>` must open without a cookie: the moderation
   * console's pictures and selfies, signed for the moderator (decision 256).
   */
  signPath(path: string, viewerId: string): string
  verifyPath(path: string, query: { v?: unknown; exp?: unknown; sig?: unknown }): string | undefined
}

/**
 * The expiry of a link issued at `now`: at least an hour away, rounded up to the next full hour,
 * so every link to one picture for one viewer is the same for an hour and the browser's cache
 * keeps working (links live one to two hours).
 */
export function mediaUrlExpiry(now: Date): number {
  return Math.ceil((now.getTime() + HOUR_MS) / HOUR_MS) * (HOUR_MS / 1000)
}

/** The media key from the configured secret (MEDIA_URL_SECRET, or derived from AUTH_SECRET). */
export function deriveMediaSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('mithaq media urls v1').digest('base64url')
}

export function createMediaUrls({ secret, now }: { secret: string; now: () => Date }): MediaUrls {
  const mac = (path: string, viewerId: string, exp: number) =>
    createHmac('sha256', secret).update(`${path}\n${viewerId}\n${exp}`).digest('base64url')
  const signPath = (path: string, viewerId: string) => {
    const exp = mediaUrlExpiry(now())
    return `${path}?v=${encodeURIComponent(viewerId)}&exp=${exp}&sig=${mac(path, viewerId, exp)}`
  }
  /**
   * One spelling per link: the expiry and signature exactly as `sign` writes them. A decoder would
   * also take `007…`, a padded or standard-alphabet signature, or other last characters that decode
   * to the same bytes; comparing the text refuses each of those variants.
   */
  const verifyPath = (path: string, { v, exp, sig }: { v?: unknown; exp?: unknown; sig?: unknown }) => {
    if (typeof v !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return undefined
    if (!/^[1-9]\d{0,11}$/.test(exp) || Number(exp) * 1000 <= now().getTime()) return undefined
    const expected = Buffer.from(mac(path, v, Number(exp)))
    const given = Buffer.from(sig)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    return v
  }

  return {
    sign: (file, viewerId) => signPath(`/media/${file}`, viewerId),
    verify: (file, query) => verifyPath(`/media/${file}`, query),
    signPath,
    verifyPath,
  }
}
