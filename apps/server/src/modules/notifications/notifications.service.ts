import { MESSAGES, type NotificationType, notificationTypeSchema } from '@mithaq/domain'
import { getTableColumns, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { notifications } from '../../db/schema'
import { AppError } from '../../lib/app-error'

/** A stored notification with its sender's name, as announced to the recipient. */
export type NotificationRow = typeof notifications.$inferSelect & { senderName: string | null }

export interface NotificationInput {
  userId: string
  type: NotificationType
  senderId: string
  referenceId?: string | null
  content?: string | null
  /** When it happened (app.clock); the database's own time when omitted. */
  createdAt?: Date
}

// Spec section 5 'Notification creation': user, type and sender are required; the type is one of six.
const notificationInputSchema = z.object({
  userId: z.string().min(1),
  type: notificationTypeSchema,
  senderId: z.string().min(1),
  referenceId: z.string().min(1).nullish(),
  content: z.string().max(1000).nullish(),
  createdAt: z.date().optional(),
})

/**
 * The ONE way a notification is created. It writes inside the caller's transaction (`tx`), so a
 * notification exists exactly when the fact it announces was committed. It announces nothing
 * itself: the caller collects the returned rows and hands them to `app.notify(rows)` after the
 * commit, which is where realtime and push plug in.
 */
export async function createNotification(tx: Db, input: NotificationInput): Promise<NotificationRow> {
  const parsed = notificationInputSchema.safeParse(input)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? MESSAGES.unexpectedError, issues)
  }
  const { createdAt, referenceId, content, ...required } = parsed.data
  const [row] = await tx
    .insert(notifications)
    .values({
      ...required,
      referenceId: referenceId ?? null,
      content: content ?? null,
      ...(createdAt && { createdAt }),
    })
    // The sender's name comes back with the row, so announcing it needs no second query.
    .returning({
      ...getTableColumns(notifications),
      senderName: sql<string | null>`(select name from profiles where id = ${notifications.senderId})`,
    })
  return row!
}
