import { englishTranslator, type Message, type SendMessageInput } from '@mithaq/domain'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { messages } from '../../../db/schema'
import { AppError } from '../../../lib/app-error'
import type { Clock } from '../../../lib/clock'
import type { RateLimit } from '../../../lib/rate-limit'
import { type Announcement, type Announcer, markMatchNotificationsRead } from '../../notifications'
import type { MatchService } from '../matches.service'
import { totalUnread } from './chat.repository'

const english = englishTranslator()

type MessageRow = typeof messages.$inferSelect

/** One a second, sustained for a minute, is far above anyone typing and far below a script. */
export const MESSAGE_RATE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 }

/**
 * Inserts a message unless (sender, clientId) already exists or the sender is over the rate limit,
 * and says which. The limit counts the sender's messages of the last window in the same statement
 * (a sliding window, no counter to write); a retry creates no row, so it is never counted. Plain
 * SQL: it runs for every message sent (decision 035).
 */
async function insertMessageOnce(
  tx: Db,
  m: { matchId: string; senderId: string; clientId: string; content: string; createdAt: Date },
  limit: RateLimit,
): Promise<{ row?: MessageRow; overLimit: boolean }> {
  const since = new Date(m.createdAt.getTime() - limit.windowMs)
  const result = await tx.execute(sql`
    with recent as (
      select count(*)::int as sent from messages
      where sender_id = ${m.senderId} and created_at > ${since.toISOString()}
    ), inserted as (
      insert into messages (match_id, sender_id, client_id, content, created_at)
      select ${m.matchId}, ${m.senderId}, ${m.clientId}, ${m.content}, ${m.createdAt.toISOString()}
      from recent where recent.sent < ${limit.max}
      on conflict (sender_id, client_id) do nothing
      returning id, read, read_at
    )
    select recent.sent, inserted.id, inserted.read, inserted.read_at
    from recent left join inserted on true`)
  const r = (
    result as unknown as {
      rows: { sent: number; id: string | null; read: boolean | null; read_at: Date | string | null }[]
    }
  ).rows[0]!
  if (r.id === null) return { overLimit: r.sent >= limit.max }
  const readAt = r.read_at === null ? null : new Date(r.read_at)
  return { row: { ...m, id: r.id, read: Boolean(r.read), readAt }, overLimit: false }
}

export function toMessageDto(row: MessageRow): Message {
  return {
    id: row.id,
    matchId: row.matchId,
    senderId: row.senderId,
    clientId: row.clientId,
    content: row.content,
    read: row.read,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  }
}

export interface ChatServiceDeps {
  db: Db
  clock: Clock
  /** Announces what a transaction committed, after the commit (app.announcer). */
  announcer: Announcer
  matches: MatchService
}

export function createChatService({ db, clock, announcer, matches }: ChatServiceDeps) {
  return {
    /** A chat's messages, oldest first; only for the two participants (404 otherwise). */
    async listMessages(viewerId: string, matchId: string): Promise<Message[]> {
      await matches.getVisibleMatch(viewerId, matchId)
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.matchId, matchId))
        .orderBy(asc(messages.createdAt), asc(messages.id))
      return rows.map(toMessageDto)
    },

    /**
     * Sends a message through the match economy (matches.sendMessage locks the match, applies due
     * timers and decides); chat's part is the row. A retry with the same clientId answers the
     * message saved the first time, whatever happened since, and announces it again (decision 336).
     */
    async sendMessage(
      senderId: string,
      matchId: string,
      input: SendMessageInput,
    ): Promise<{ message: Message; created: boolean }> {
      const result = await matches.sendMessage<{ row: MessageRow; created: boolean }>(
        senderId,
        matchId,
        async (tx, step) => {
          let overLimit = false
          if (step.accepted) {
            // The unique (sender, clientId) index tells a first send from a retry in the same statement.
            const sent = await insertMessageOnce(
              tx,
              { matchId, senderId, clientId: input.clientId, content: input.content, createdAt: step.sentAt },
              MESSAGE_RATE_LIMIT,
            )
            if (sent.row) {
              const message = toMessageDto(sent.row)
              return {
                inserted: { row: sent.row, created: true },
                content: input.content,
                event: { type: 'message.created' as const, message },
              }
            }
            overLimit = sent.overLimit
          }
          // A retry answers the message saved the first time, whatever happened to the chat since.
          const [saved] = await tx
            .select()
            .from(messages)
            .where(and(eq(messages.senderId, senderId), eq(messages.clientId, input.clientId)))
          if (saved) {
            if (saved.matchId !== matchId) throw new AppError('CONFLICT', english('notices.messageIdReused'))
            // Announced again: the first answer and its event may both have been lost with an instance.
            return {
              answer: { row: saved, created: false },
              event: { type: 'message.created' as const, message: toMessageDto(saved) },
            }
          }
          if (overLimit) throw new AppError('RATE_LIMITED', english('notices.tooManyAttempts'))
          return { refused: true as const }
        },
      )
      return { message: toMessageDto(result.row), created: result.created }
    },

    /**
     * Marks the other user's messages in this chat as read, and in the same transaction the
     * reader's notifications of those messages: read in the chat is read in the bell too.
     * Answers how many messages changed.
     */
    async markRead(readerId: string, matchId: string): Promise<number> {
      const match = await matches.getVisibleMatch(readerId, matchId)
      const readAt = clock.now()
      const { updated, notificationIds } = await db.transaction(async (tx) => {
        const updated = await tx
          .update(messages)
          .set({ read: true, readAt })
          .where(
            and(eq(messages.matchId, matchId), ne(messages.senderId, readerId), eq(messages.read, false)),
          )
          .returning({ id: messages.id })
        const notificationIds = await markMatchNotificationsRead(
          tx,
          readerId,
          matchId,
          'messages_read',
          readAt,
        )
        return { updated, notificationIds }
      })
      const emits: Announcement['emits'] = []
      if (updated.length > 0) {
        const event = {
          type: 'message.read' as const,
          matchId,
          readerId,
          readAt: readAt.toISOString(),
          count: updated.length,
        }
        // The sender sees "read"; the reader's other screens drop their badge.
        const senderId = match.profile1Id === readerId ? match.profile2Id : match.profile1Id
        emits.push({ userId: senderId, event }, { userId: readerId, event })
      }
      if (notificationIds.length > 0) {
        emits.push({ userId: readerId, event: { type: 'notifications.read' as const, ids: notificationIds } })
      }
      announcer.announce({ emits })
      return updated.length
    },

    async unreadCount(userId: string): Promise<number> {
      // A match whose timer ran out is no longer active: its messages leave the badge.
      await matches.settleDueFor(userId)
      return totalUnread(db, userId)
    },
  }
}
export type ChatService = ReturnType<typeof createChatService>
