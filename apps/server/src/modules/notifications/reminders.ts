import { REMINDER_MINUTES_BEFORE, type ReminderKind } from '@mithaq/domain'
import { sql } from 'drizzle-orm'
import { type Db, rowsOf } from '../../db/client'
import { insertNotificationsSql, type NotificationRow, toNotificationRows } from './notifications.service'

interface DueReminder {
  match_id: string
  kind: ReminderKind
  recipient_id: string
  sender_id: string
  minutes_before: number
  deadline: Date | string
}

/**
 * Sends the reminders due at `now` (docs/decisions/071), in one transaction: each due reminder is
 * claimed by inserting its sent_reminders row, and only the rows this call inserted become
 * notifications. The insert waits for, then yields to, a concurrent instance's identical insert
 * (ON CONFLICT DO NOTHING), so several schedulers send each reminder exactly once.
 *
 * A reminder is due for the person who must act on the match's running timer, as the domain's
 * runningMatchTimer says: each side whose move it is while the payment window runs, both sides
 * while nobody has written after the unlock, the awaited side while a reply is expected. Only the latest moment reached is claimed, so a late scheduler sends one
 * reminder, not two.
 */
export async function sendDueReminders(db: Db, now: Date): Promise<NotificationRow[]> {
  const moments = sql.raw(`array[${REMINDER_MINUTES_BEFORE.join(',')}]::int[]`)
  const longest = Math.max(...REMINDER_MINUTES_BEFORE)
  const at = now.toISOString()
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      with timers as (
        select m.id as match_id, t.kind, t.recipient_id, t.sender_id, t.deadline
        from matches m
        -- runningMatchTimer (packages/domain/src/match-timer.ts) in SQL, for each side whose move
        -- it is ('me' or 'either'); reminders.property.test.ts holds the two to the same answers.
        cross join lateral (select m.awaiting_response_from is not null
          and m.response_timer_expires_at is not null as replying) r
        cross join lateral (values
          ('payment_window', m.profile1_id, m.profile2_id, m.payment_expires_at,
            not m.chat_unlocked and (m.user1_paid = m.user2_paid or not m.user1_paid)),
          ('payment_window', m.profile2_id, m.profile1_id, m.payment_expires_at,
            not m.chat_unlocked and (m.user1_paid = m.user2_paid or not m.user2_paid)),
          ('first_message', m.profile1_id, m.profile2_id, m.initial_timer_expires_at, m.chat_unlocked and not r.replying),
          ('first_message', m.profile2_id, m.profile1_id, m.initial_timer_expires_at, m.chat_unlocked and not r.replying),
          ('reply', m.awaiting_response_from,
            case when m.awaiting_response_from = m.profile1_id then m.profile2_id else m.profile1_id end,
            m.response_timer_expires_at, m.chat_unlocked and r.replying)
        ) as t(kind, recipient_id, sender_id, deadline, applies)
        where m.unmatched_at is null
          and t.applies
          and t.deadline > ${at}::timestamptz
          and t.deadline <= ${at}::timestamptz + make_interval(mins => ${longest})
      ),
      due as (
        select timers.*,
          (select min(x) from unnest(${moments}) as x
            where timers.deadline <= ${at}::timestamptz + make_interval(mins => x)) as minutes_before
        from timers
      )
      insert into sent_reminders (match_id, kind, minutes_before, recipient_id, deadline, sent_at)
      select match_id, kind, minutes_before, recipient_id, deadline, ${at}::timestamptz from due
      -- One order for every instance, so two of them never wait on each other's rows crosswise.
      order by match_id, kind, recipient_id
      on conflict do nothing
      returning match_id, kind, recipient_id, minutes_before, deadline,
        (select case when m.profile1_id = recipient_id then m.profile2_id else m.profile1_id end
           from matches m where m.id = match_id) as sender_id`)
    const rows = rowsOf<DueReminder>(claimed)
    if (rows.length === 0) return []
    return toNotificationRows(
      await tx.execute(
        insertNotificationsSql(
          rows.map((r) => ({
            userId: r.recipient_id,
            senderId: r.sender_id,
            type: 'reminder' as const,
            referenceId: r.match_id,
            content: r.kind,
            createdAt: now,
          })),
        ),
      ),
    )
  })
}
