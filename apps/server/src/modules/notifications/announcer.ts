import type { Notification } from '@mithaq/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Hub, PendingEmit } from '../../realtime/hub'
import type { NotificationRow } from './notifications.service'

/** A fact other modules react to in this process (the demo members greet a new profile). */
export type Fact = { type: 'profile.created'; profileId: string }

type FactListener<T extends Fact['type']> = (fact: Extract<Fact, { type: T }>) => unknown

/**
 * What a committed transaction did, to be announced: explicit realtime events (`match.created`,
 * `like.received`, `message.read`…) each for one user, the notification rows it stored, and the
 * facts this process's listeners react to (`profile.created`).
 */
export interface Announcement {
  emits: PendingEmit[]
  notifications: NotificationRow[]
  facts?: Fact[]
}

export const newAnnouncement = (): Announcement => ({ emits: [], notifications: [] })

/** The one way to announce (docs/architecture.md § Announcing). */
export interface Announcer {
  /**
   * Call only after the commit of what it announces. Sends each event to its user's screens (on
   * every instance), each notification as `notification.created` to its recipient, and hands the
   * notifications to whoever listens in this process (`onNotifications`: push, the demo
   * members). Never throws: a failed announcement must not fail the action.
   */
  announce(announcement: Partial<Announcement>): void
  /**
   * Hands every announced notification to `listener` at once, in the announcing call (push
   * starts its deliveries there, so `push.idle()` after an announcement waits for them). A
   * listener with slow work starts it in the background; a throwing one is logged.
   */
  onNotifications(listener: (rows: NotificationRow[]) => void): void
  /**
   * Calls `listener` with each announced fact of its type, after the announcing call has moved
   * on (a failing listener is logged, never thrown). With several instances each fact is
   * announced once, by the instance that committed it.
   */
  onFact<T extends Fact['type']>(type: T, listener: FactListener<T>): void
}

/** The wire shape of a stored notification (the list's and `notification.created`'s). */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    senderId: row.senderId,
    senderName: row.senderName,
    senderSex: row.senderSex,
    senderIsDemo: row.senderIsDemo,
    referenceId: row.referenceId,
    content: row.content,
    count: row.count,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** One match.updated per user and match: a transaction may touch the same match several times. */
function withoutRepeats(emits: PendingEmit[]): PendingEmit[] {
  const seen = new Set<string>()
  return emits.filter(({ userId, event }) => {
    if (event.type !== 'match.updated') return true
    const key = `${userId}:${event.matchId}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export function createAnnouncer({
  hub,
  log,
}: {
  hub: Pick<Hub, 'publish'>
  log: FastifyBaseLogger
}): Announcer {
  const listeners: ((rows: NotificationRow[]) => void)[] = []
  const factListeners = new Map<string, ((fact: Fact) => unknown)[]>()
  return {
    onNotifications(listener) {
      listeners.push(listener)
    },
    onFact(type, listener) {
      factListeners.set(type, [...(factListeners.get(type) ?? []), listener as (fact: Fact) => unknown])
    },
    announce({ emits = [], notifications = [], facts = [] }) {
      for (const fact of facts) {
        for (const listener of factListeners.get(fact.type) ?? []) {
          setImmediate(() => {
            Promise.resolve()
              .then(() => listener(fact))
              .catch((err: unknown) => log.error({ err, fact: fact.type }, 'a fact listener failed'))
          })
        }
      }
      for (const row of notifications) {
        log.debug(
          { notificationId: row.id, type: row.type, userId: row.userId, senderId: row.senderId },
          'notification committed',
        )
      }
      try {
        hub.publish([
          ...withoutRepeats(emits),
          ...notifications.map((row) => ({
            userId: row.userId,
            event: { type: 'notification.created' as const, notification: toNotification(row) },
          })),
        ])
      } catch (err) {
        log.error({ err }, 'an announcement could not be sent')
      }
      if (notifications.length === 0) return
      for (const listener of listeners) {
        try {
          listener(notifications)
        } catch (err) {
          log.error({ err }, 'a notification listener failed')
        }
      }
    },
  }
}
