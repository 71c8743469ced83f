import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { profilePictures, profiles, sessions, users } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import type { Storage } from '../../lib/storage'
import { endMatchForDeactivation } from '../matches/end-match'
import { type Announcer, announce, type Effects, newEffects } from '../matches/match-economy'
import { lockActiveMatchIds } from '../matches/matches.repository'
import { pictureFiles, removeFiles } from '../profiles/pictures.service'

export interface AccountServiceDeps {
  db: Db
  clock: Clock
  storage: Storage
  log: FastifyBaseLogger
  announcer: Announcer
  /** Every instance forgets the sessions it remembers (hub.sessionsEnded). */
  sessionsEnded: () => void
}

/**
 * Deactivation and deletion (docs/product.md § 11). Both end the user's active matches as the
 * economy ends them for a deactivation (no fee, unlock payments that never unlocked a chat are
 * refunded) and every session of the user, in one transaction.
 */
export function createAccountService({
  db,
  clock,
  storage,
  log,
  announcer,
  sessionsEnded,
}: AccountServiceDeps) {
  /** Ends every active match of the user inside `tx`; what to announce after the commit. */
  async function endActiveMatches(tx: Db, userId: string): Promise<Effects> {
    const now = clock.now()
    const all = newEffects()
    for (const matchId of await lockActiveMatchIds(tx, userId)) {
      const effects = await endMatchForDeactivation(tx, matchId, userId, now)
      all.emits.push(...effects.emits)
      all.notifications.push(...effects.notifications)
    }
    return all
  }

  return {
    /** Hides the profile until the user signs in again (auth.ts reactivates it on a new session). */
    async deactivate(userId: string): Promise<void> {
      const effects = await db.transaction(async (tx) => {
        const ended = await endActiveMatches(tx, userId)
        await tx.update(profiles).set({ isActive: false }).where(eq(profiles.id, userId))
        await tx.delete(sessions).where(eq(sessions.userId, userId))
        return ended
      })
      sessionsEnded()
      announce(announcer, effects)
    },

    /**
     * Erases the user: the user row goes and every row of theirs follows it (the foreign keys
     * cascade: profile, pictures, matches with their messages, notifications, ledger). The other
     * side of each ended match keeps its refunds. Picture files go after the commit; a file that
     * cannot be removed is logged, never a reason to keep the account.
     */
    async delete(userId: string): Promise<void> {
      const { effects, files } = await db.transaction(async (tx) => {
        const ended = await endActiveMatches(tx, userId)
        const pictures = await tx
          .select({ storagePath: profilePictures.storagePath })
          .from(profilePictures)
          .where(eq(profilePictures.profileId, userId))
        await tx.delete(users).where(eq(users.id, userId))
        return {
          effects: ended,
          files: pictures.flatMap((p) => pictureFiles(p.storagePath)),
        }
      })
      sessionsEnded()
      // The matches are gone with the user: the other side is told its match and wallet changed.
      // Notifications from the deleted user were erased with them, so none is announced.
      announce(announcer, { emits: effects.emits, notifications: [] })
      await removeFiles(storage, log, files)
    },
  }
}
