import type { AppealInput } from '@mithaq/domain'
import type { Db } from '../../db/client'
import { moderationAppeals } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { readAppealToken } from './appeal-token'
import { currentRestriction } from './current-restriction'

export interface AppealDeps {
  db: Db
  clock: Clock
  secret: string
}

/** The member's one appeal against the suspension or ban in force. */
export async function appeal(deps: AppealDeps, { token, text }: AppealInput): Promise<void> {
  const userId = readAppealToken(deps, token)
  const current = await currentRestriction(deps, userId)
  if (!current?.action)
    throw new AppError('CONFLICT', 'Your account is not suspended any more: you can sign in.')
  const inserted = await deps.db
    .insert(moderationAppeals)
    .values({ userId, actionId: current.action.id, text, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ id: moderationAppeals.id })
  if (inserted.length === 0) throw new AppError('CONFLICT', 'You have already appealed this decision.')
}
