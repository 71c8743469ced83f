import { type ConversationGuardians, GUARDIAN_ASK_COOL_OFF_MS } from '@mithaq/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { guardianConsents } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { askAgainAt, notDeclined, participantMatch } from './guardian-people'
import { conversation } from './guardian-state'

/** A conversation's consent: the ward asks, the other person answers, either side stops it. */
export interface ConsentDeps {
  db: Db
  clock: Clock
}

/** The ward asks the other person of this conversation to agree. */
export async function ask(
  deps: ConsentDeps,
  userId: string,
  matchId: string,
): Promise<ConversationGuardians> {
  const { db, clock } = deps
  const current = await conversation(deps, userId, matchId)
  if (!current.mine.canAsk) {
    const [declined] = await db
      .select({ answeredAt: guardianConsents.answeredAt })
      .from(guardianConsents)
      .where(
        and(
          eq(guardianConsents.matchId, matchId),
          eq(guardianConsents.wardId, userId),
          eq(guardianConsents.status, 'declined'),
        ),
      )
    if (declined) {
      const day = askAgainAt(declined.answeredAt).toISOString().slice(0, 10)
      throw new AppError(
        'ASKED_TOO_SOON',
        `They declined recently. You can ask again once ${GUARDIAN_ASK_COOL_OFF_MS / 86_400_000} days have passed since their answer (from ${day}).`,
      )
    }
    throw new AppError('CONFLICT', 'Your guardian must confirm first, and you can ask once per conversation')
  }
  // A first request, or one after a refusal's cool-off (the row is asked anew).
  await db
    .insert(guardianConsents)
    .values({ matchId, wardId: userId, status: 'asked', askedAt: clock.now() })
    .onConflictDoUpdate({
      target: [guardianConsents.matchId, guardianConsents.wardId],
      set: { status: 'asked', askedAt: clock.now(), answeredAt: null, sentUntil: null },
      setWhere: eq(guardianConsents.status, 'declined'),
    })
  return conversation(deps, userId, matchId)
}

/** The other person agrees or declines; only an open request can be answered. */
export async function answer(
  deps: ConsentDeps,
  userId: string,
  matchId: string,
  agree: boolean,
): Promise<ConversationGuardians> {
  const { db, clock } = deps
  const { match, otherId } = await participantMatch(db, userId, matchId)
  if (agree && match.unmatchedAt !== null) throw new AppError('CONFLICT', 'This match has ended')
  const answered = await db
    .update(guardianConsents)
    .set({ status: agree ? 'agreed' : 'declined', answeredAt: clock.now() })
    .where(
      and(
        eq(guardianConsents.matchId, matchId),
        eq(guardianConsents.wardId, otherId),
        eq(guardianConsents.status, 'asked'),
      ),
    )
    .returning({ wardId: guardianConsents.wardId })
  if (answered.length === 0) throw new AppError('CONFLICT', 'There is no request to answer')
  return conversation(deps, userId, matchId)
}

/**
 * Either side stops it: the ward withdraws the request (or the agreement given), the other
 * person withdraws their agreement (it becomes a refusal). Nothing more is sent.
 */
export async function stop(
  deps: ConsentDeps,
  userId: string,
  matchId: string,
): Promise<ConversationGuardians> {
  const { db, clock } = deps
  const { otherId } = await participantMatch(db, userId, matchId)
  await db.transaction(async (tx) => {
    // The ward withdraws her request or the agreement given; a refusal is not hers to erase.
    await tx
      .delete(guardianConsents)
      .where(and(eq(guardianConsents.matchId, matchId), eq(guardianConsents.wardId, userId), notDeclined))
    await tx
      .update(guardianConsents)
      .set({ status: 'declined', answeredAt: clock.now() })
      .where(and(eq(guardianConsents.matchId, matchId), eq(guardianConsents.wardId, otherId)))
  })
  return conversation(deps, userId, matchId)
}
