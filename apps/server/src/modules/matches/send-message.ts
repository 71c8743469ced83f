import { applyAction, type ServerEvent } from '@mithaq/domain'
import type { Db } from '../../db/client'
import { markMatchNotificationsRead } from '../notifications'
import { persist } from './match-economy'
import { type MatchTxDeps, Refused, transact } from './match-transaction'
import { otherOf } from './matches.repository'

/**
 * Chat's part of sending a message, run inside the match's transaction once the economy has
 * decided (`accepted`). It answers `inserted` when it wrote the message (the match's transition is
 * then written, and `event` goes to both participants after the commit), `answer` when it needs
 * nothing new (a retry of a message saved before), or `refused` to let the economy's refusal
 * answer. It may throw (a rate limit).
 */
export type MessageInsert<T> = (
  tx: Db,
  step: { sentAt: Date; accepted: boolean; recipientId: string },
) => Promise<
  | { inserted: T; content: string; event: ServerEvent }
  /** A retry answered from the saved row; its event, when given, is announced again to both. */
  | { answer: T; event?: ServerEvent }
  | { refused: true }
>

/**
 * Sends a message in one transaction with the match locked: due timers first (a message sent
 * the instant the response timer runs out is refused), then the economy's decision, then chat's
 * insert, then the match's transition. Times are strictly increasing within a chat, so "oldest
 * first" is one order for everyone even when two messages land in the same millisecond.
 */
export async function sendMessage<T>(
  deps: MatchTxDeps,
  senderId: string,
  matchId: string,
  insert: MessageInsert<T>,
): Promise<T> {
  return transact(deps, matchId, senderId, async (tx, locked, now, announcement) => {
    const last = locked.row.lastMessageAt?.getTime() ?? 0
    const sentAt = new Date(Math.max(now.getTime(), last + 1))
    // The decision is pure, so it is taken before anything is written.
    const decision = applyAction(locked.state, { type: 'sendMessage', userId: senderId }, sentAt, deps.rules)
    const recipientId = otherOf(locked.row, senderId)
    const step = await insert(tx, { sentAt, accepted: decision.ok, recipientId })
    if ('answer' in step) {
      // The first send's announcement may never have gone out (its instance died between the
      // commit and the publish): a retry announces the saved message again; screens upsert by id.
      if (step.event)
        for (const userId of [senderId, recipientId]) announcement.emits.push({ userId, event: step.event })
      return step.answer
    }
    if ('refused' in step) {
      if (!decision.ok) return new Refused(decision)
      throw new Error('an accepted message was neither saved nor found')
    }
    if (!decision.ok) throw new Error('a refused message was saved')
    await persist(tx, locked, decision, sentAt, announcement, step.content)
    for (const userId of [senderId, recipientId]) announcement.emits.push({ userId, event: step.event })
    // Writing in the chat answers what the sender was told about it ('Chat Unlocked!', messages).
    const answered = await markMatchNotificationsRead(tx, senderId, matchId, 'messages_read', sentAt)
    if (answered.length > 0)
      announcement.emits.push({ userId: senderId, event: { type: 'notifications.read', ids: answered } })
    return step.inserted
  })
}
