import { createHmac, timingSafeEqual } from 'node:crypto'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'

/** An appeal link from a refused sign-in is good for an hour. */
const APPEAL_TOKEN_MS = 60 * 60_000

export interface AppealTokenDeps {
  clock: Clock
  secret: string
}

function sign(secret: string, payload: string) {
  return createHmac('sha256', `appeal:${secret}`).update(payload).digest('base64url')
}

/** `<userId>.<expiry ms>.<signature>`: lets a refused sign-in write its one appeal. */
export function appealToken({ clock, secret }: AppealTokenDeps, userId: string): string {
  const payload = `${userId}.${clock.now().getTime() + APPEAL_TOKEN_MS}`
  return `${payload}.${sign(secret, payload)}`
}

/** The user an appeal link was made for; refused when forged or expired. */
export function readAppealToken({ clock, secret }: AppealTokenDeps, token: string): string {
  const refused = new AppError(
    'INVALID_TOKEN',
    'This appeal link has expired. Please sign in again to appeal.',
  )
  const parts = token.split('.')
  if (parts.length !== 3) throw refused
  const [userId, expiry, signature] = parts as [string, string, string]
  const expected = Buffer.from(sign(secret, `${userId}.${expiry}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused
  if (Number(expiry) < clock.now().getTime()) throw refused
  return userId
}
