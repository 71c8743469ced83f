import { type ApiErrorBody, apiErrorBody, type Restriction } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { moderationAppeals, users } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { appealToken } from './appeal-token'
import { currentRestriction } from './current-restriction'
import { iso } from './moderation-profile'

export interface RestrictedSignInDeps {
  db: Db
  clock: Clock
  secret: string
}

/** A refused sign-in's answer: why, until when, the appeal so far, and a way to write it. */
export async function restrictedSignIn(deps: RestrictedSignInDeps, email: string): Promise<ApiErrorBody> {
  const { db } = deps
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
  const current = user ? await currentRestriction(deps, user.id) : undefined
  if (!user || !current)
    return apiErrorBody('ACCOUNT_RESTRICTED', 'This account cannot sign in at the moment.')
  const [appeal] = current.action
    ? await db.select().from(moderationAppeals).where(eq(moderationAppeals.actionId, current.action.id))
    : []
  const kind = current.banExpires ? ('suspended' as const) : ('banned' as const)
  const restriction: Restriction = {
    kind,
    reason: current.banReason ?? '',
    until: current.banExpires ? iso(current.banExpires) : null,
    appeal: appeal
      ? {
          text: appeal.text,
          status: appeal.outcome ?? 'waiting',
          answer: appeal.answer,
        }
      : null,
    appealToken: current.action && !appeal ? appealToken(deps, user.id) : null,
  }
  const message =
    kind === 'suspended'
      ? 'Your account is suspended by a moderator.'
      : 'Your account was closed by a moderator.'
  return apiErrorBody('ACCOUNT_RESTRICTED', message, { restriction })
}
