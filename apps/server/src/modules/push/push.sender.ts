import http from 'node:http'
import https from 'node:https'
import {
  englishTranslator,
  isPushAuthSecret,
  isPushPublicKey,
  type PushPayload,
  pushPayloadFor,
} from '@mithaq/domain'
import { inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import type { VapidConfig } from '../../config/env'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { translatorFor } from '../../lib/mail-texts'
import type { NotificationRow } from '../notifications'
import { pushPreferencesOf, wantsPush } from '../notifications'
import type { ApnsClient } from './push.apns'
import { checkedLookup, checkPushEndpoint, type PushEndpointPolicy, type ResolveHost } from './push.endpoints'
import type { FcmClient } from './push.fcm'
import { pushTargetsOf, removeGoneSubscription } from './push.repository'

/** How long a push service keeps an undelivered push (seconds): a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60

export interface PushSender {
  /** Pushes committed notifications to every subscription of their recipients. Never rejects. */
  send(rows: NotificationRow[]): Promise<void>
  /** Resolves when every push started so far has finished (tests, shutdown). */
  idle(): Promise<void>
  /** Closes the connections kept open to push services (at shutdown, after idle). */
  close(): void
}

/**
 * Push delivery: native tokens through FCM (decision 176), and Web Push (decisions 070, 160). Web Push requests are built by `web-push` (VAPID signature
 * and payload encryption) and sent with node:http(s) under a timeout, to push services only:
 * each endpoint is checked again before its push (a row may predate the rules or have been
 * written by hand), the socket connects only to the public addresses the host was checked to
 * resolve to, and redirects are never followed. A 404 or 410 means the subscription is gone and
 * it is deleted; every other failure is logged and forgotten: a push never fails the action that
 * caused it.
 */
export function createPushSender(deps: {
  db: Db
  vapid?: VapidConfig
  log: FastifyBaseLogger
  timeoutMs: number
  policy: PushEndpointPolicy
  now: () => Date
  /** How push service hosts are resolved (tests inject one); dns.lookup by default. */
  resolve?: ResolveHost
  /** Android pushes (FCM); absent when no credentials are configured. */
  fcm?: FcmClient
  /** iOS pushes (APNs); absent when no key is configured. */
  apns?: ApnsClient
}): PushSender {
  const inFlight = new Set<Promise<void>>()
  const skipsLogged = new Set<string>()
  const lookup = checkedLookup(deps.resolve)
  // Connections to push services are kept for the next pushes; each was opened to a checked address.
  const agents = {
    'https:': new https.Agent({ keepAlive: true, maxSockets: 50, lookup }),
    'http:': new http.Agent({ keepAlive: true, maxSockets: 50 }),
  }

  async function deliver(rows: NotificationRow[]) {
    if (!deps.vapid && !deps.fcm && !deps.apns) return
    const recipients = [...new Set(rows.map((r) => r.userId))]
    const targets = await pushTargetsOf(deps.db, recipients, deps.now())
    if (targets.length === 0) return // the common case costs one indexed query
    const reached = [...new Set(targets.map((t) => t.userId))]
    const [preferences, translators] = await Promise.all([
      pushPreferencesOf(deps.db, reached),
      translatorsOf(reached),
    ])
    const sends: Promise<void>[] = []
    for (const row of rows) {
      const prefs = preferences.get(row.userId)
      if (prefs && !wantsPush(prefs, row.type)) continue
      // Worded in the recipient's language (decision 282).
      const payload = pushPayloadFor(row, translators.get(row.userId) ?? englishTranslator())
      for (const target of targets) {
        if (target.userId !== row.userId) continue
        if (target.p256dh !== null) {
          if (deps.vapid)
            sends.push(
              sendOne(deps.vapid, { ...target, endpoint: target.token }, JSON.stringify(payload), row.id),
            )
        } else {
          sends.push(sendNative(target, payload, row.id))
        }
      }
    }
    await Promise.all(sends)
  }

  /** Each recipient's translator, by the language their account keeps. */
  async function translatorsOf(userIds: string[]) {
    const rows = await deps.db
      .select({ id: users.id, locale: users.locale })
      .from(users)
      .where(inArray(users.id, userIds))
    return new Map(await Promise.all(rows.map(async (r) => [r.id, await translatorFor(r.locale)] as const)))
  }

  /**
   * Android's tokens go through FCM (decision 176), iOS's (APNs device tokens) through APNs
   * (decision 257), each when it is configured. Whatever is skipped is said once in the log, not
   * once per push.
   */
  async function sendNative(
    target: { id: string; token: string; platform: string },
    payload: PushPayload,
    notificationId: string,
  ) {
    const log = deps.log.child({ pushTokenId: target.id, notificationId })
    const ios = target.platform === 'ios'
    const client = ios ? deps.apns : target.platform === 'android' ? deps.fcm : undefined
    if (!client) {
      const reason = ios
        ? 'native push to iOS skipped: APNS_KEY_FILE is not set'
        : target.platform === 'android'
          ? 'native push skipped: FCM_SERVICE_ACCOUNT_FILE is not set'
          : `native push skipped: no sender for platform ${target.platform}`
      if (!skipsLogged.has(reason)) log.info(reason)
      skipsLogged.add(reason)
      return
    }
    const service = ios ? 'APNs' : 'FCM'
    try {
      const outcome = await client.send(target.token, payload)
      if (outcome.kind === 'gone') {
        await removeGoneSubscription(deps.db, target.id, target.token)
        log.info(
          { status: outcome.status, reason: outcome.reason, service },
          'native push token gone: removed',
        )
      } else if (outcome.kind === 'failed') {
        log.warn({ status: outcome.status, reason: outcome.reason }, `${service} refused a push`)
      }
    } catch (err) {
      log.warn({ err }, 'native push could not be sent')
    }
  }

  async function sendOne(
    vapid: VapidConfig,
    sub: { id: string; endpoint: string; p256dh: string | null; auth: string | null },
    payload: string,
    notificationId: string,
  ) {
    const log = deps.log.child({ subscriptionId: sub.id, notificationId })
    try {
      const verdict = checkPushEndpoint(sub.endpoint, deps.policy)
      const p256dh = sub.p256dh ?? ''
      const auth = sub.auth ?? ''
      if (!verdict.ok || !isPushPublicKey(p256dh) || !isPushAuthSecret(auth)) {
        // Never sendable, whatever happens elsewhere: the row goes.
        await removeGoneSubscription(deps.db, sub.id, sub.endpoint)
        log.warn({ reason: verdict.ok ? 'malformed keys' : verdict.reason }, 'push endpoint refused: removed')
        return
      }
      const request = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh, auth } },
        payload,
        {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
        },
      )
      const status = await post(verdict.url, request)
      if (status === 404 || status === 410) {
        await removeGoneSubscription(deps.db, sub.id, sub.endpoint)
        log.info({ status }, 'push subscription gone: removed')
      } else if (status < 200 || status >= 300) {
        // Redirects included: a push service never redirects, and following one could lead anywhere.
        log.warn({ status }, 'push service refused a push')
      }
    } catch (err) {
      log.warn({ err }, 'push could not be sent')
    }
  }

  /** One POST; resolves with the status as soon as it comes (the body is drained, never read). */
  function post(url: URL, request: ReturnType<typeof webpush.generateRequestDetails>): Promise<number> {
    const client = url.protocol === 'https:' ? https : http
    return new Promise((resolve, reject) => {
      const req = client.request(
        url,
        {
          method: request.method,
          headers: request.headers as Record<string, string>,
          agent: agents[url.protocol as 'https:' | 'http:'],
          signal: AbortSignal.timeout(deps.timeoutMs),
        },
        (res) => {
          res.resume()
          res.on('error', () => {})
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.end(request.body ?? undefined)
    })
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
    close() {
      deps.apns?.close()
      agents['https:'].destroy()
      agents['http:'].destroy()
    },
  }
}
