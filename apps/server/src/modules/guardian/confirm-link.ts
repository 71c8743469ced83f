import type { Sex } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { guardians } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { hashToken, personOf } from './guardian-people'

/** Whose guardian the link's holder is asked to be; undefined for an unknown or used token. */
export async function wardOf(
  { db }: { db: Db },
  token: string,
): Promise<{ name: string; sex: Sex | null } | undefined> {
  const [row] = await db
    .select({ userId: guardians.userId })
    .from(guardians)
    .where(eq(guardians.tokenHash, hashToken(token)))
  return row ? personOf(db, row.userId) : undefined
}

/** The guardian's link: answers the ward's name once confirmed, undefined for an unknown token. */
export async function confirm(
  { db, clock }: { db: Db; clock: Clock },
  token: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(guardians)
    .set({ confirmedAt: clock.now(), tokenHash: null })
    .where(eq(guardians.tokenHash, hashToken(token)))
    .returning({ userId: guardians.userId })
  return row ? (await personOf(db, row.userId)).name : undefined
}
