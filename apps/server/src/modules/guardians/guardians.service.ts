import { createHash, randomBytes } from 'node:crypto'
import {
  type ConversationGuardians,
  GUARDIAN_ASK_COOL_OFF_MS,
  GUARDIAN_TRANSCRIPT_INTERVAL_MS,
  type GuardianState,
  type Sex,
} from '@mithaq/domain'
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { guardianConsents, guardians, matches, messages, profiles, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { canonicalEmail } from '../../lib/email-address'
import { composeMail, translatorFor } from '../../lib/mail-texts'
import type { Mailer } from '../../lib/mailer'
import { enforceRateLimit, type RateLimit, type RateLimits } from '../../lib/rate-limit'

export interface GuardianServiceDeps {
  db: Db
  clock: Clock
  mailer: Mailer
  log: FastifyBaseLogger
  rateLimits: RateLimits
  /** Where the confirmation link points: the server's own public address. */
  publicUrl: string
}

/** Naming a guardian mails a stranger: a few a day per member. */
const GUARDIAN_MAIL_LIMIT: RateLimit = { max: 5, windowMs: 24 * 60 * 60_000 }
/** Transcripts sent per pass at most; the next pass takes the rest. */
const TRANSCRIPTS_PER_PASS = 200

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const notFound = () => new AppError('NOT_FOUND', 'Match not found')

const formatWhen = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** When a refusal (or a withdrawn agreement) lets the ward ask again (decision 322). */
const askAgainAt = (answeredAt: Date | null) =>
  new Date((answeredAt?.getTime() ?? 0) + GUARDIAN_ASK_COOL_OFF_MS)
/** A ward's refusals stay when her guardian changes or goes, so their cool-off cannot be skipped. */
const notDeclined = ne(guardianConsents.status, 'declined')

/**
 * A guardian (wali) with consent (decision 233). Nothing reaches a guardian about a conversation
 * unless its other person agreed, and only messages written after they agreed.
 */
export function createGuardianService({
  db,
  clock,
  mailer,
  log,
  rateLimits,
  publicUrl,
}: GuardianServiceDeps) {
  /** A guardian has no account of their own: their mails are in the language of the member (decision 281). */
  async function translatorOfMember(id: string) {
    const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, id))
    return translatorFor(row?.locale)
  }

  async function nameOf(id: string): Promise<string> {
    return (await personOf(id)).name
  }

  /** A member's name and sex, which the words about them agree with (decision 300). */
  async function personOf(id: string): Promise<{ name: string; sex: Sex | null }> {
    const [row] = await db
      .select({ name: profiles.name, sex: profiles.sex })
      .from(profiles)
      .where(eq(profiles.id, id))
    return row ?? { name: 'A member', sex: null }
  }

  /** The match, if the user is one of its two people; else 404 as for any foreign id. */
  async function participantMatch(userId: string, matchId: string) {
    const [match] = await db
      .select()
      .from(matches)
      .where(and(eq(matches.id, matchId), or(eq(matches.profile1Id, userId), eq(matches.profile2Id, userId))))
    if (!match) throw notFound()
    return { match, otherId: match.profile1Id === userId ? match.profile2Id : match.profile1Id }
  }

  async function state(userId: string): Promise<GuardianState> {
    const [row] = await db.select().from(guardians).where(eq(guardians.userId, userId))
    return { guardian: row ? { email: row.email, confirmed: row.confirmedAt !== null } : null }
  }

  async function conversation(userId: string, matchId: string): Promise<ConversationGuardians> {
    const { match, otherId } = await participantMatch(userId, matchId)
    const rows = await db.select().from(guardianConsents).where(eq(guardianConsents.matchId, matchId))
    const mine = rows.find((row) => row.wardId === userId)
    const theirs = rows.find((row) => row.wardId === otherId)
    const [guardian] = await db.select().from(guardians).where(eq(guardians.userId, userId))
    const cooledOff =
      mine?.status === 'declined' && askAgainAt(mine.answeredAt).getTime() <= clock.now().getTime()
    return {
      mine: {
        status: mine?.status ?? null,
        canAsk: (!mine || cooledOff) && guardian?.confirmedAt != null && match.unmatchedAt === null,
      },
      theirs: { status: theirs?.status ?? null },
    }
  }

  return {
    state,
    conversation,

    /** Names (or replaces) the guardian; a new guardian must confirm, and every consent is asked anew. */
    async setGuardian(userId: string, email: string): Promise<GuardianState> {
      const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
      // Her own mailbox under another spelling (a plus-tag, Gmail's dots) is still her own.
      if (me && canonicalEmail(me.email) === canonicalEmail(email)) {
        throw new AppError('VALIDATION_FAILED', 'Your guardian needs an e-mail address of their own')
      }
      const [current] = await db.select().from(guardians).where(eq(guardians.userId, userId))
      if (current && current.email === email) return state(userId)
      await enforceRateLimit(rateLimits, `guardian:mail:${userId}`, GUARDIAN_MAIL_LIMIT, clock.now())
      const token = randomBytes(32).toString('base64url')
      await db.transaction(async (tx) => {
        // The other people agreed to a particular guardian: a new one is asked for again.
        await tx.delete(guardianConsents).where(and(eq(guardianConsents.wardId, userId), notDeclined))
        await tx.delete(guardians).where(eq(guardians.userId, userId))
        await tx
          .insert(guardians)
          .values({ userId, email, tokenHash: hashToken(token), createdAt: clock.now() })
      })
      const { name, sex } = await personOf(userId)
      const t = await translatorOfMember(userId)
      await mailer.send(
        composeMail(
          t,
          email,
          t('mail.guardianInvite.subject', { name, sex }),
          [
            t('mail.guardianInvite.named', { name, sex }),
            t('mail.guardianInvite.what'),
            t('mail.guardianInvite.confirm'),
            { link: `${publicUrl}/api/guardian/confirm/${token}`, label: t('mail.guardianInvite.button') },
            t('mail.guardianInvite.ignore'),
          ],
          { signature: false },
        ),
      )
      return state(userId)
    },

    /** The member stops having a guardian: no transcript goes any more, in any conversation. */
    async removeGuardian(userId: string): Promise<GuardianState> {
      await db.transaction(async (tx) => {
        await tx.delete(guardianConsents).where(and(eq(guardianConsents.wardId, userId), notDeclined))
        await tx.delete(guardians).where(eq(guardians.userId, userId))
      })
      return state(userId)
    },

    /** Whose guardian the link's holder is asked to be; undefined for an unknown or used token. */
    async wardOf(token: string): Promise<{ name: string; sex: Sex | null } | undefined> {
      const [row] = await db
        .select({ userId: guardians.userId })
        .from(guardians)
        .where(eq(guardians.tokenHash, hashToken(token)))
      return row ? personOf(row.userId) : undefined
    },

    /** The guardian's link: answers the ward's name once confirmed, undefined for an unknown token. */
    async confirm(token: string): Promise<string | undefined> {
      const [row] = await db
        .update(guardians)
        .set({ confirmedAt: clock.now(), tokenHash: null })
        .where(eq(guardians.tokenHash, hashToken(token)))
        .returning({ userId: guardians.userId })
      return row ? nameOf(row.userId) : undefined
    },

    /** The ward asks the other person of this conversation to agree. */
    async ask(userId: string, matchId: string): Promise<ConversationGuardians> {
      const current = await conversation(userId, matchId)
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
        throw new AppError(
          'CONFLICT',
          'Your guardian must confirm first, and you can ask once per conversation',
        )
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
      return conversation(userId, matchId)
    },

    /** The other person agrees or declines; only an open request can be answered. */
    async answer(userId: string, matchId: string, agree: boolean): Promise<ConversationGuardians> {
      const { match, otherId } = await participantMatch(userId, matchId)
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
      return conversation(userId, matchId)
    },

    /**
     * Either side stops it: the ward withdraws the request (or the agreement given), the other
     * person withdraws their agreement (it becomes a refusal). Nothing more is sent.
     */
    async stop(userId: string, matchId: string): Promise<ConversationGuardians> {
      const { otherId } = await participantMatch(userId, matchId)
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
      return conversation(userId, matchId)
    },

    /**
     * The weekly transcripts: for each agreed conversation whose last week is over, with a
     * confirmed guardian and the match still on, the messages written since the agreement or the
     * last transcript. Each row is claimed (SKIP LOCKED, then `sent_until` moved on) before its
     * mail goes, so two instances never send the same week. Answers how many mails were sent.
     */
    async sendDueTranscripts(): Promise<number> {
      const now = clock.now()
      const dueBefore = new Date(now.getTime() - GUARDIAN_TRANSCRIPT_INTERVAL_MS)
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select({
            matchId: guardianConsents.matchId,
            wardId: guardianConsents.wardId,
            from: sql<Date>`coalesce(${guardianConsents.sentUntil}, ${guardianConsents.answeredAt})`.mapWith(
              (value: string | Date) => new Date(value),
            ),
            guardianEmail: guardians.email,
          })
          .from(guardianConsents)
          .innerJoin(guardians, eq(guardians.userId, guardianConsents.wardId))
          .innerJoin(matches, eq(matches.id, guardianConsents.matchId))
          .where(
            and(
              eq(guardianConsents.status, 'agreed'),
              isNotNull(guardians.confirmedAt),
              isNull(matches.unmatchedAt),
              lte(sql`coalesce(${guardianConsents.sentUntil}, ${guardianConsents.answeredAt})`, dueBefore),
            ),
          )
          .limit(TRANSCRIPTS_PER_PASS)
          .for('update', { of: guardianConsents, skipLocked: true })
        for (const row of due) {
          await tx
            .update(guardianConsents)
            .set({ sentUntil: now })
            .where(and(eq(guardianConsents.matchId, row.matchId), eq(guardianConsents.wardId, row.wardId)))
        }
        return due
      })

      let sent = 0
      for (const row of claimed) {
        try {
          const [match] = await db.select().from(matches).where(eq(matches.id, row.matchId))
          if (!match) continue
          const otherId = match.profile1Id === row.wardId ? match.profile2Id : match.profile1Id
          const people = new Map(
            (
              await db
                .select({ id: profiles.id, name: profiles.name, sex: profiles.sex })
                .from(profiles)
                .where(inArray(profiles.id, [row.wardId, otherId]))
            ).map((p) => [p.id, p]),
          )
          const names = new Map([...people].map(([id, p]) => [id, p.name]))
          // The words about each of the two agree with their sex (decision 300).
          const wardSex = people.get(row.wardId)?.sex ?? 'other'
          const otherSex = people.get(otherId)?.sex ?? 'other'
          const lines = await db
            .select({ senderId: messages.senderId, content: messages.content, createdAt: messages.createdAt })
            .from(messages)
            .where(
              and(
                eq(messages.matchId, row.matchId),
                gt(messages.createdAt, row.from),
                lte(messages.createdAt, now),
              ),
            )
            .orderBy(asc(messages.createdAt), asc(messages.id))
          if (lines.length === 0) continue
          const t = await translatorOfMember(row.wardId)
          const ward = names.get(row.wardId) ?? t('mail.transcript.yourWard')
          const other = names.get(otherId) ?? t('mail.transcript.otherPerson')
          await mailer.send(
            composeMail(
              t,
              row.guardianEmail,
              t('mail.transcript.subject', { ward, wardSex, other, otherSex }),
              [
                t('mail.transcript.intro', {
                  ward,
                  wardSex,
                  other,
                  otherSex,
                  from: formatWhen(row.from),
                  to: formatWhen(now),
                }),
                {
                  lines: lines.map(
                    (line) =>
                      `[${formatWhen(line.createdAt)}] ${names.get(line.senderId) ?? t('mail.transcript.someone')}: ${line.content}`,
                  ),
                },
                t('mail.transcript.private'),
              ],
              { signature: false },
            ),
          )
          sent++
        } catch (err) {
          log.error({ err, matchId: row.matchId }, 'could not send a guardian transcript')
        }
      }
      return sent
    },
  }
}
export type GuardianService = ReturnType<typeof createGuardianService>
