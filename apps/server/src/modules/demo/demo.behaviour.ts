import { randomUUID } from 'node:crypto'
import { LEDGER_LINES, TOKEN_RULES } from '@mithaq/domain'
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { messages, profiles } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { Viewer } from '../discover'
import type { LikedService } from '../liked'
import type { ChatService, MatchService } from '../matches'
import type { NotificationRow } from '../notifications'
import { creditTokens } from '../tokens'
import { demoReply } from './demo.replies'
import { DEMO_GRANT } from './demo.seed'

/** How many demo members of the other sex like a newcomer as soon as the profile exists. */
export const DEMO_FIRST_LIKES = 3

export interface DemoBehaviourDeps {
  db: Db
  clock: Clock
  liked: LikedService
  matches: MatchService
  chat: ChatService
  /** How long a member waits before liking back, paying or answering. */
  delayMs: number
  log: FastifyBaseLogger
}

/**
 * The demo members' side of the journey, driven by what the core announces and carried out
 * through the services a user's requests use (likes, payments, messages), so every rule applies
 * to them as to anyone:
 * - a new profile is liked at once by a few demo members of the other sex;
 * - a demo member who is liked likes back, so the like becomes a match;
 * - on a match (or a rematch, or a payment request) it pays the standard unlock;
 * - on a message it reads the chat, then answers what was asked (demo.replies.ts), never the same
 *   line twice in a row.
 * Each reaction waits `delayMs`, like a person would. Refusals (already paid, chat ended, the
 * user left) are ordinary outcomes and only logged.
 */
export function createDemoBehaviour(deps: DemoBehaviourDeps) {
  const { db, log } = deps
  const timers = new Set<NodeJS.Timeout>()
  const pending = new Set<Promise<unknown>>()
  let closed = false

  function later(what: string, work: () => Promise<unknown>) {
    if (closed) return
    const timer = setTimeout(() => {
      timers.delete(timer)
      run(what, work)
    }, deps.delayMs)
    timers.add(timer)
  }

  function run(what: string, work: () => Promise<unknown>) {
    if (closed) return
    const job = work()
      .catch((err: unknown) => {
        if (err instanceof AppError) log.debug({ code: err.code, what }, 'demo: the action was refused')
        else log.error({ err, what }, 'demo: an action failed')
      })
      .finally(() => pending.delete(job))
    pending.add(job)
  }

  async function demoViewers(ids: string[]): Promise<Map<string, Viewer>> {
    if (ids.length === 0) return new Map()
    const rows = await db
      .select({ id: profiles.id, sex: profiles.sex, name: profiles.name })
      .from(profiles)
      .where(and(inArray(profiles.id, [...new Set(ids)]), eq(profiles.isDemo, true)))
    return new Map(rows.map((r) => [r.id, r]))
  }

  /** Tops the member up through the ledger when a standard unlock would not be covered. */
  async function ensureTokens(memberId: string) {
    const [row] = await db
      .select({ balance: profiles.tokenBalance })
      .from(profiles)
      .where(eq(profiles.id, memberId))
    if (row && row.balance < TOKEN_RULES.unlockStandard) {
      await creditTokens(db, {
        userId: memberId,
        amount: DEMO_GRANT,
        line: LEDGER_LINES.demoGrant(),
        now: deps.clock.now(),
      })
    }
  }

  async function pay(memberId: string, matchId: string) {
    const match = await deps.matches.getDetail(memberId, matchId)
    if (match.status !== 'locked' || match.me.paid) return
    await ensureTokens(memberId)
    await deps.matches.pay(memberId, matchId, false)
  }

  async function reply(memberId: string, matchId: string) {
    const [me] = await db
      .select({
        name: profiles.name,
        city: profiles.city,
        country: profiles.country,
        occupation: profiles.occupation,
      })
      .from(profiles)
      .where(eq(profiles.id, memberId))
    const [asked] = await db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.matchId, matchId), ne(messages.senderId, memberId)))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1)
    const [sent] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.matchId, matchId), eq(messages.senderId, memberId)))
    const [previous] = await db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.matchId, matchId), eq(messages.senderId, memberId)))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1)
    if (!me || !asked) return
    const content = demoReply({
      message: asked.content,
      me,
      answered: sent?.n ?? 0,
      previous: previous?.content,
    })
    // Like a person answering, the member has read what was asked: the user sees 'Read'.
    await deps.chat.markRead(memberId, matchId)
    await deps.chat.sendMessage(memberId, matchId, { content, clientId: randomUUID() })
  }

  return {
    /** A few demo members of the other sex like the new profile straight away. */
    async onProfileCreated(profileId: string) {
      const [profile] = await db
        .select({ sex: profiles.sex, isDemo: profiles.isDemo })
        .from(profiles)
        .where(eq(profiles.id, profileId))
      if (!profile || profile.isDemo) return
      const members = await db
        .select({ id: profiles.id, sex: profiles.sex, name: profiles.name })
        .from(profiles)
        .where(and(eq(profiles.isDemo, true), eq(profiles.isActive, true), ne(profiles.sex, profile.sex)))
        .orderBy(asc(profiles.id))
      if (members.length === 0) return
      // A different few for each newcomer, chosen from the profile id.
      const start = Number.parseInt(profileId.replace(/[^0-9a-f]/g, '').slice(-6) || '0', 16) % members.length
      const chosen = Array.from(
        { length: Math.min(DEMO_FIRST_LIKES, members.length) },
        (_, i) => members[(start + i * 5) % members.length]!,
      )
      for (const member of new Set(chosen)) run('first like', () => deps.liked.like(member, profileId))
    },

    /** Reacts to what was committed for demo members, when a real user caused it. */
    async onNotifications(rows: NotificationRow[]) {
      const viewers = await demoViewers(rows.map((r) => r.userId))
      if (viewers.size === 0) return
      const senders = await demoViewers(rows.map((r) => r.senderId))
      for (const row of rows) {
        const member = viewers.get(row.userId)
        if (!member || senders.has(row.senderId)) continue
        const matchId = row.referenceId
        if (row.type === 'like') later('like back', () => deps.liked.like(member, row.senderId))
        else if ((row.type === 'match' || row.type === 'payment_required') && matchId)
          later('pay', () => pay(member.id, matchId))
        else if (row.type === 'message' && matchId) later('reply', () => reply(member.id, matchId))
      }
    },

    /** Stops reacting and waits for what already started (the server is closing). */
    async close() {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled([...pending])
    },
  }
}
export type DemoBehaviour = ReturnType<typeof createDemoBehaviour>
