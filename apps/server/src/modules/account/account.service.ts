import { readdir, readFile, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locale } from '@mithaq/i18n'
import { and, asc, eq, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { profilePictures, profileReports, profiles, users, verifications } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { emailHash } from '../../lib/email-hash'
import { createDatabaseRateLimits, type RateLimits } from '../../lib/rate-limit'
import type { Storage } from '../../lib/storage'
import type { OffSite } from '../auth'
import type { MatchService } from '../matches'
import type { Announcer } from '../notifications'
import { pictureFiles, removeFiles, setProfileActive } from '../profiles'

export interface AccountServiceDeps {
  db: Db
  clock: Clock
  storage: Storage
  log: FastifyBaseLogger
  /** The match economy's front door: ends the account's matches and announces it. */
  matches: MatchService
  /** Announces what a transaction committed, after the commit (app.announcer). */
  announcer: Announcer
  /** Takes a member off the site: their sessions, sockets and pushes (auth's, written once). */
  offSite: OffSite
  /** The server's secret: keys the e-mail hash kept on reports against a deleted account. */
  secret: string
  /** The folder where mail lands when no SMTP server is configured. */
  outboxDir?: string
  /** The rate-limit counters (app.rateLimits); the database's when none is given (the command line). */
  rateLimits?: RateLimits
}

/** The privacy policy keeps a closed profile 2 years, then erases it. */
export const CLOSED_PROFILE_RETENTION_MS = 2 * 365.25 * 24 * 60 * 60 * 1000
/** Accounts erased per retention pass at most; the next pass takes the rest. */
const PURGE_BATCH = 100

/** `column` contains `text` (no LIKE: an address may hold % or _). */
const contains = (column: SQL, text: string) => sql`strpos(${column}, ${text}) > 0`

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
  matches,
  announcer,
  offSite,
  secret,
  outboxDir,
  rateLimits = createDatabaseRateLimits(db),
}: AccountServiceDeps) {
  /** Mail waiting in the outbox is the address and often a link: it goes with the account. */
  async function removeOutboxMail(email: string) {
    if (!outboxDir) return
    const names = await readdir(outboxDir).catch(() => [] as string[])
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const file = join(outboxDir, name)
      try {
        const mail = JSON.parse(await readFile(file, 'utf8')) as { to?: unknown }
        if (typeof mail.to === 'string' && mail.to.trim().toLowerCase() === email) await unlink(file)
      } catch (err) {
        log.error({ err, file }, 'could not check an outbox mail of a deleted account')
      }
    }
  }

  const service = {
    /** The language mails and pushes go out in (decision 281); `locale` is one of LOCALES. */
    async setLocale(userId: string, locale: Locale): Promise<void> {
      await db.update(users).set({ locale, updatedAt: clock.now() }).where(eq(users.id, userId))
    },

    /** Hides the profile until the user signs in again (auth.ts reactivates it on a new session). */
    async deactivate(userId: string): Promise<void> {
      const announcement = await db.transaction(async (tx) => {
        const ended = await matches.endAllForDeactivation(tx, userId)
        await setProfileActive(tx, userId, { active: false, at: clock.now() })
        await offSite.endSessions(tx, userId)
        return ended
      })
      offSite.sessionsEnded(userId)
      announcer.announce(announcement)
    },

    /**
     * Erases the user: the user row goes and every row of theirs follows it (the foreign keys
     * cascade: profile, pictures, matches with their messages, notifications, ledger). The other
     * side of each ended match keeps its refunds. Picture files go after the commit; a file that
     * cannot be removed is logged, never a reason to keep the account.
     */
    async delete(userId: string): Promise<void> {
      const { announcement, files, email } = await db.transaction(async (tx) => {
        const ended = await matches.endAllForDeactivation(tx, userId)
        const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
        const address = user?.email.trim().toLowerCase()
        const pictures = await tx
          .select({ storagePath: profilePictures.storagePath, blurredPath: profilePictures.blurredPath })
          .from(profilePictures)
          .where(eq(profilePictures.profileId, userId))
        if (address) {
          // Reports against them stay, with the reason, under a hash of the address; the
          // foreign key then clears reported_id (and reporter_id on reports they filed).
          await tx
            .update(profileReports)
            .set({ reportedEmailHash: emailHash(secret, address), reportedDeletedAt: clock.now() })
            .where(eq(profileReports.reportedId, userId))
          // Reset and verification tokens name the user by id or address.
          await tx
            .delete(verifications)
            .where(
              or(
                contains(sql`${verifications.identifier}`, address),
                contains(sql`${verifications.value}`, userId),
                contains(sql`${verifications.value}`, address),
              ),
            )
        }
        await tx.delete(users).where(eq(users.id, userId))
        return {
          announcement: ended,
          files: pictures.flatMap((p) => pictureFiles(p.storagePath, p.blurredPath)),
          email: address,
        }
      })
      offSite.sessionsEnded(userId)
      // Rate-limit counters keyed by the user (ours) or the address (per-account sign-in).
      await rateLimits.forgetContaining(email ? [userId, email] : [userId])
      // The matches are gone with the user: the other side is told its match and wallet changed.
      // Notifications from the deleted user were erased with them, so none is announced.
      announcer.announce({ emits: announcement.emits })
      await removeFiles(storage, log, files)
      if (email) await removeOutboxMail(email)
    },

    /**
     * The retention job: erases, like a deletion, every profile closed for 2 years or more
     * (oldest first, at most PURGE_BATCH a pass). Answers how many were erased.
     */
    async purgeClosedProfiles(): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - CLOSED_PROFILE_RETENTION_MS)
      const due = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            eq(profiles.isActive, false),
            isNotNull(profiles.deactivatedAt),
            lte(profiles.deactivatedAt, cutoff),
          ),
        )
        .orderBy(asc(profiles.deactivatedAt))
        .limit(PURGE_BATCH)
      for (const { id } of due) await service.delete(id)
      return due.length
    },
  }
  return service
}
export type AccountService = ReturnType<typeof createAccountService>
