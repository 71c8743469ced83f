import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Sign-in throttling that a stranger cannot turn against the owner (decision 166). Attempts are
 * counted per account, as before, but in one of two places:
 * - from a browser that has signed in to this account before (it holds a device proof, below):
 *   in that device's own count (`sign-in-device:<nonce>`), which nobody else can add to;
 * - from anywhere else: in the account's shared count (`sign-in-account:<email>`), which a guesser
 *   fills and which then holds every unknown device back for the rest of the window.
 * So a flood of wrong passwords from other addresses throttles the guesser, and the owner's own
 * phone or laptop still signs in. A new device that finds the account held back gets in through
 * "Forgot password?": a successful reset makes that browser a known device.
 */

/** The device proof cookie: a few `nonce.mac` entries, one per account signed in on this browser. */
export const DEVICE_COOKIE = 'mithaq_device'
/** Accounts remembered per browser (the newest first); an older one falls back to the shared count. */
const MAX_ENTRIES = 5
const MAX_AGE_S = 365 * 24 * 60 * 60

export interface DeviceProof {
  /** The nonce of this browser's entry for the account, when the cookie vouches for it. */
  knownDevice(cookieHeader: string | undefined, email: string): string | undefined
  /** The Set-Cookie value after a success: this account's entry first, the others kept. */
  remember(cookieHeader: string | undefined, email: string): string
}

export function createDeviceProof({ secret, secure }: { secret: string; secure: boolean }): DeviceProof {
  // Bound to the address, so one account's proof does nothing for another; useless without the secret.
  const macOf = (email: string, nonce: string) =>
    createHmac('sha256', `sign-in-device:${secret}`)
      .update(`${normalise(email)}\n${nonce}`)
      .digest('base64url')
      .slice(0, 32)

  const matches = (entry: { nonce: string; mac: string }, email: string) => {
    const expected = Buffer.from(macOf(email, entry.nonce))
    const given = Buffer.from(entry.mac)
    return expected.length === given.length && timingSafeEqual(expected, given)
  }

  return {
    knownDevice(cookieHeader, email) {
      return entriesOf(cookieHeader).find((entry) => matches(entry, email))?.nonce
    },
    remember(cookieHeader, email) {
      const others = entriesOf(cookieHeader).filter((entry) => !matches(entry, email))
      const nonce = randomBytes(16).toString('base64url')
      const entries = [{ nonce, mac: macOf(email, nonce) }, ...others].slice(0, MAX_ENTRIES)
      const value = entries.map((e) => `${e.nonce}.${e.mac}`).join('~')
      // Sent to the auth routes only, never readable by page scripts.
      return `${DEVICE_COOKIE}=${value}; Max-Age=${MAX_AGE_S}; Path=/api/auth; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
    },
  }
}

export const normalise = (email: string) => email.trim().toLowerCase()

/** The account's shared count, for every device that holds no proof for it. */
export const accountKey = (email: string) => `sign-in-account:${normalise(email)}`
/** One known device's own count for one account. */
export const deviceKey = (nonce: string) => `sign-in-device:${nonce}`

function entriesOf(cookieHeader: string | undefined): { nonce: string; mac: string }[] {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1)
  if (!raw) return []
  return raw
    .split('~')
    .slice(0, MAX_ENTRIES)
    .map((entry) => entry.split('.'))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^[\w-]{1,64}$/.test(parts[0] ?? ''))
    .map(([nonce, mac]) => ({ nonce, mac }))
}
