import { asc, eq } from 'drizzle-orm'
import { notifications, pushPreferences, sentReminders } from '../../db/schema'
import { type ExportPart, iso } from '../../lib/export-part'

/** The member's notifications, the reminders sent before a deadline, and their push settings. */
export const notificationsExport: ExportPart = {
  tables: {
    notifications: ['notifications'],
    sent_reminders: ['remindersSent'],
    push_preferences: ['pushPreferences'],
  },
  async read({ db, userId, people }) {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id))
    // Each reminder is sent once (decision 071).
    const reminders = await db
      .select()
      .from(sentReminders)
      .where(eq(sentReminders.recipientId, userId))
      .orderBy(asc(sentReminders.sentAt))
    const [prefs] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId))
    const person = await people(rows.map((n) => n.senderId))
    return {
      data: {
        notifications: rows.map((n) => ({
          type: n.type,
          content: n.content,
          from: person(n.senderId)?.name ?? null,
          readAt: iso(n.readAt),
          at: iso(n.createdAt),
        })),
        remindersSent: reminders.map((r) => ({
          kind: r.kind,
          minutesBeforeDeadline: r.minutesBefore,
          deadline: iso(r.deadline),
          sentAt: iso(r.sentAt),
        })),
        pushPreferences: prefs
          ? {
              like: prefs.like,
              match: prefs.match,
              message: prefs.message,
              chatUnlocked: prefs.chatUnlocked,
              paymentRequired: prefs.paymentRequired,
              reminder: prefs.reminder,
            }
          : null,
      },
    }
  },
}
