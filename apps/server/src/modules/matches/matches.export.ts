import { and, asc, eq, inArray, or } from 'drizzle-orm'
import { guardianConsents, matches, messages, pictureReveals } from '../../db/schema'
import { type ExportPart, iso } from '../../lib/export-part'

/**
 * Every match with what belongs to it: the conversation whole (chat's rows), the private-picture
 * reveals (decision 260) and the guardians' consents (decision 233), nested in the match they
 * are about.
 */
export const matchesExport: ExportPart = {
  tables: {
    matches: ['matches'],
    messages: ['matches.*.messages'],
    picture_reveals: ['matches.*.pictureReveals'],
    guardian_consents: ['matches.*.guardians'],
  },
  async read({ db, userId, people }) {
    const rows = await db
      .select()
      .from(matches)
      .where(or(eq(matches.profile1Id, userId), eq(matches.profile2Id, userId)))
      .orderBy(asc(matches.createdAt))
    if (rows.length === 0) return { data: { matches: [] } }
    const ids = rows.map((m) => m.id)
    const messageRows = await db
      .select({
        matchId: messages.matchId,
        senderId: messages.senderId,
        content: messages.content,
        read: messages.read,
        readAt: messages.readAt,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(inArray(messages.matchId, ids))
      .orderBy(asc(messages.createdAt), asc(messages.id))
    const reveals = await db
      .select()
      .from(pictureReveals)
      .where(
        and(
          inArray(pictureReveals.matchId, ids),
          or(eq(pictureReveals.revealerId, userId), eq(pictureReveals.viewerId, userId)),
        ),
      )
      .orderBy(asc(pictureReveals.createdAt))
    const consents = await db.select().from(guardianConsents).where(inArray(guardianConsents.matchId, ids))
    const otherOf = (m: (typeof rows)[number]) => (m.profile1Id === userId ? m.profile2Id : m.profile1Id)
    const person = await people(rows.map(otherOf))
    return {
      data: {
        matches: rows.map((m) => {
          const mine = m.profile1Id === userId
          const other = person(otherOf(m))
          return {
            with: other,
            matchedAt: iso(m.createdAt),
            chatUnlocked: m.chatUnlocked,
            youPaid: mine ? m.user1PaidAmount : m.user2PaidAmount,
            unmatchedAt: iso(m.unmatchedAt),
            unmatchKind: m.unmatchKind,
            unmatchedByYou: m.unmatchInitiatorId === null ? null : m.unmatchInitiatorId === userId,
            removedByYou: mine ? m.hiddenByProfile1 : m.hiddenByProfile2,
            pictureReveals: reveals
              .filter((r) => r.matchId === m.id)
              .map((r) => ({
                whose: r.revealerId === userId ? 'yours, to them' : 'theirs, to you',
                since: iso(r.createdAt),
              })),
            guardians: consents
              .filter((c) => c.matchId === m.id)
              .map((c) => ({
                whose: c.wardId === userId ? 'yours' : 'theirs',
                status: c.status,
                askedAt: iso(c.askedAt),
                answeredAt: iso(c.answeredAt),
              })),
            messages: messageRows
              .filter((message) => message.matchId === m.id)
              .map((message) => ({
                from: message.senderId === userId ? 'you' : (other?.name ?? 'them'),
                content: message.content,
                read: message.read,
                readAt: iso(message.readAt),
                at: iso(message.createdAt),
              })),
          }
        }),
      },
    }
  },
}
