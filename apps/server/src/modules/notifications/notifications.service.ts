import { englishTranslator, type NotificationType, notificationTypeSchema, type Sex } from '@mithaq/domain'
import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { type Db, rowsOf } from '../../db/client'
import type { notifications } from '../../db/schema'
import { AppError } from '../../lib/app-error'

const english = englishTranslator()

/** A stored notification with its sender's name, as announced to the recipient. */
export type NotificationRow = typeof notifications.$inferSelect & {
  senderName: string | null
  /** The sender's sex, which the texts about them agree with (decision 300); null with no profile. */
  senderSex: Sex | null
  /** The sender is a demo member (decision 163). */
  senderIsDemo: boolean
}

export interface NotificationInput {
  userId: string
  type: NotificationType
  senderId: string
  referenceId?: string | null
  content?: string | null
  /** When it happened (app.clock); the database's own time when omitted. */
  createdAt?: Date
}

// docs/product.md § 13: user, type and sender are required; the type is one of six.
const notificationInputSchema = z.object({
  userId: z.string().min(1),
  type: notificationTypeSchema,
  senderId: z.string().min(1),
  referenceId: z.string().min(1).nullish(),
  content: z.string().max(1000).nullish(),
  createdAt: z.date().optional(),
})

function checked(input: NotificationInput) {
  const parsed = notificationInputSchema.safeParse(input)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? english('notices.unexpectedError'), issues)
  }
  return parsed.data
}

/**
 * The ONE way notifications are written: an INSERT of checked inputs that returns each row with
 * its sender's name (so announcing needs no second query), read back by `toNotificationRows`.
 * It is SQL rather than a call so the token economy can run it in the same statement as the
 * match's own changes (persist, on every message); `createNotification` runs it alone.
 */
export function insertNotificationsSql(inputs: NotificationInput[]): SQL {
  const values = inputs
    .map(checked)
    .map(
      (n) =>
        sql`(${n.userId}, ${n.type}, ${n.senderId}, ${n.referenceId ?? null}, ${n.content ?? null}, ${
          n.createdAt ? n.createdAt.toISOString() : sql`now()`
        })`,
    )
  // A message to a chat whose 'message' row is still unread updates that row (decision 365): the
  // newest preview and time, one more in its count, the same id (a push replaces the one before).
  return sql`insert into notifications (user_id, type, sender_id, reference_id, content, created_at)
    values ${sql.join(values, sql`, `)}
    on conflict (user_id, reference_id) where type = 'message' and read_at is null
    do update set content = excluded.content, created_at = excluded.created_at,
      sender_id = excluded.sender_id, count = notifications.count + 1
    returning id, user_id, type, sender_id, reference_id, content, count, read_at, created_at,
      (select name from profiles where id = sender_id) as sender_name,
      (select sex from profiles where id = sender_id) as sender_sex,
      coalesce((select is_demo from profiles where id = sender_id), false) as sender_is_demo`
}

interface RawNotification {
  id: string
  user_id: string
  type: NotificationType
  sender_id: string
  reference_id: string | null
  content: string | null
  count: number
  read_at: Date | string | null
  created_at: Date | string
  sender_name: string | null
  sender_sex: Sex | null
  sender_is_demo: boolean
}

/** The rows an `insertNotificationsSql` statement returned. */
export function toNotificationRows(result: unknown): NotificationRow[] {
  return rowsOf<RawNotification>(result).map((r) => ({
    id: r.id,
    userId: r.user_id,
    type: r.type,
    senderId: r.sender_id,
    referenceId: r.reference_id,
    content: r.content,
    count: Number(r.count),
    readAt: r.read_at === null ? null : new Date(r.read_at),
    createdAt: new Date(r.created_at),
    senderName: r.sender_name,
    senderSex: r.sender_sex,
    senderIsDemo: r.sender_is_demo === true,
  }))
}

/**
 * Creates one notification inside the caller's transaction (`tx`), so it exists exactly when the
 * fact it announces was committed. It announces nothing itself: the caller collects the returned
 * rows and hands them to `app.announcer.announce({ notifications })` after the commit, which is
 * where realtime and push plug in.
 */
export async function createNotification(tx: Db, input: NotificationInput): Promise<NotificationRow> {
  const [row] = toNotificationRows(await tx.execute(insertNotificationsSql([input])))
  return row!
}
