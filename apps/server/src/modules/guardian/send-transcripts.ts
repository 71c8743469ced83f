import { GUARDIAN_TRANSCRIPT_INTERVAL_MS } from '@mithaq/domain'
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { guardianConsents, guardians, matches, messages, profiles } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { composeMail } from '../../lib/mail-texts'
import type { Mailer } from '../../lib/mailer'
import { translatorOfMember } from './guardian-people'

/** Transcripts sent per pass at most; the next pass takes the rest. */
const TRANSCRIPTS_PER_PASS = 200

const formatWhen = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

export interface TranscriptDeps {
  db: Db
  clock: Clock
  mailer: Mailer
  log: FastifyBaseLogger
}

/**
 * The weekly transcripts: for each agreed conversation whose last week is over, with a
 * confirmed guardian and the match still on, the messages written since the agreement or the
 * last transcript. Each row is claimed (SKIP LOCKED, then `sent_until` moved on) before its
 * mail goes, so two instances never send the same week. Answers how many mails were sent.
 */
export async function sendDueTranscripts({ db, clock, mailer, log }: TranscriptDeps): Promise<number> {
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
      const t = await translatorOfMember(db, row.wardId)
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
}
