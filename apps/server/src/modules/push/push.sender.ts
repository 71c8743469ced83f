import { pushPayloadFor } from '@mithaq/domain'
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import type { VapidConfig } from '../../config/env'
import type { Db } from '../../db/client'
import type { NotificationRow } from '../notifications'
import { pushPreferencesOf, wantsPush } from '../notifications'
import { removeGoneSubscription, webSubscriptionsOf } from './push.repository'

/** How long a push service keeps an undelivered push (seconds): a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60

export interface PushSender {
  /** Pushes committed notifications to every subscription of their recipients. Never rejects. */
  send(rows: NotificationRow[]): Promise<void>
  /** Resolves when every push started so far has finished (tests, shutdown). */
  idle(): Promise<void>
}

/**
 * Web Push delivery (docs/decisions/070). Requests are built by `web-push` (VAPID signature and
 * payload encryption) and sent with fetch under a timeout. A 404 or 410 means the subscription is
 * gone and it is deleted; every other failure is logged and forgotten: a push never fails the
 * action that caused it.
 */
export function createPushSender(deps: {
  db: Db
  vapid?: VapidConfig
  log: FastifyBaseLogger
  timeoutMs: number
}): PushSender {
  const inFlight = new Set<Promise<void>>()

  async function deliver(rows: NotificationRow[]) {
    const vapid = deps.vapid
    if (!vapid) return
    const recipients = [...new Set(rows.map((r) => r.userId))]
    const subscriptions = await webSubscriptionsOf(deps.db, recipients)
    if (subscriptions.length === 0) return // the common case costs one indexed query
    const preferences = await pushPreferencesOf(deps.db, [...new Set(subscriptions.map((s) => s.userId))])
    const sends: Promise<void>[] = []
    for (const row of rows) {
      const prefs = preferences.get(row.userId)
      if (prefs && !wantsPush(prefs, row.type)) continue
      const payload = JSON.stringify(pushPayloadFor(row))
      for (const sub of subscriptions) {
        if (sub.userId !== row.userId) continue
        sends.push(sendOne(vapid, sub, payload, row.id))
      }
    }
    await Promise.all(sends)
  }

  async function sendOne(
    vapid: VapidConfig,
    sub: { id: string; endpoint: string; p256dh: string | null; auth: string | null },
    payload: string,
    notificationId: string,
  ) {
    const log = deps.log.child({ subscriptionId: sub.id, notificationId })
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh ?? '', auth: sub.auth ?? '' } },
        payload,
        { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: 'high' },
      )
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Uint8Array | null,
        signal: AbortSignal.timeout(deps.timeoutMs),
      })
      await res.body?.cancel().catch(() => {})
      if (res.status === 404 || res.status === 410) {
        await removeGoneSubscription(deps.db, sub.id, sub.endpoint)
        log.info({ status: res.status }, 'push subscription gone: removed')
      } else if (!res.ok) {
        log.warn({ status: res.status }, 'push service refused a push')
      }
    } catch (err) {
      log.warn({ err }, 'push could not be sent')
    }
  }

  return {
    send(rows) {
      const task = deliver(rows).catch((err) => deps.log.error({ err }, 'push delivery failed'))
      inFlight.add(task)
      void task.finally(() => inFlight.delete(task))
      return task
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight)
    },
  }
}
