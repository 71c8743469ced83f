import type { ServerEvent } from '@mithaq/domain'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { applyRefreshes, REFRESHES, refreshesFor } from './live-refresh'

const matchId = '0196a0f4-1c2d-7e3f-8a4b-5c6d7e8f9a0b'
const LISTS = [
  ['matches', 'list'],
  ['matches', 'unmatched'],
  ['matches', 'unread-count'],
  ['matches', 'news'],
]

/** One event of each type, as the server sends it. */
const EXAMPLES: { [T in ServerEvent['type']]: Extract<ServerEvent, { type: T }> } = {
  'message.created': {
    type: 'message.created',
    message: {
      id: 'm1',
      matchId,
      senderId: 's1',
      content: 'Salam',
      clientId: 'c1',
      read: false,
      readAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  },
  'message.read': {
    type: 'message.read',
    matchId,
    readerId: 'r1',
    readAt: '2026-01-01T00:00:00.000Z',
    count: 2,
  },
  'match.created': { type: 'match.created', matchId },
  'match.updated': { type: 'match.updated', matchId },
  'like.received': { type: 'like.received', profileId: 'p1' },
  'notification.created': {
    type: 'notification.created',
    notification: {} as Extract<ServerEvent, { type: 'notification.created' }>['notification'],
  },
  'notifications.read': { type: 'notifications.read', ids: ['n1'] },
  'wallet.updated': { type: 'wallet.updated', balance: 4 },
  'purchase.updated': { type: 'purchase.updated', purchaseId: 'p1', externalId: 'cs_1', status: 'credited' },
  'realtime.resumed': { type: 'realtime.resumed' },
  'realtime.current': { type: 'realtime.current' },
}

/** What each event refreshes: the keys now, and the keys gathered for the end of a burst. */
const expected: Record<ServerEvent['type'], { now: unknown[][]; later: unknown[][] }> = {
  'message.created': { now: [['matches', 'messages', matchId]], later: LISTS },
  'message.read': { now: [], later: LISTS },
  'match.created': {
    now: [
      ['matches', 'detail', matchId],
      ['matches', 'news'],
      ['liked', 'lists'],
    ],
    later: LISTS,
  },
  'match.updated': { now: [['matches', 'detail', matchId]], later: LISTS },
  'like.received': { now: [['liked', 'lists']], later: [] },
  'notification.created': { now: [['notifications', 'feed']], later: [] },
  'notifications.read': { now: [['notifications', 'feed']], later: [] },
  'wallet.updated': { now: [['wallet']], later: [] },
  'purchase.updated': { now: [['wallet'], ['payments', 'purchases']], later: [] },
  'realtime.resumed': { now: [], later: [] },
  'realtime.current': { now: [], later: [] },
}

describe('what each server event refreshes', () => {
  it('has an entry for every event of the contract', () => {
    expect(Object.keys(REFRESHES).sort()).toEqual(Object.keys(EXAMPLES).sort())
  })

  for (const [type, event] of Object.entries(EXAMPLES) as [ServerEvent['type'], ServerEvent][]) {
    it(`${type} refreshes exactly its queries`, () => {
      const refreshes = refreshesFor(event)
      expect(refreshes.filter((r) => !r.debounced).map((r) => r.queryKey)).toEqual(expected[type].now)
      expect(refreshes.filter((r) => r.debounced).map((r) => r.queryKey)).toEqual(expected[type].later)
    })
  }

  it('marks the queries stale, fetching a closed chat’s messages only when it is next opened', () => {
    const queryClient = new QueryClient()
    const keys = [
      ['matches', 'messages', matchId],
      ['matches', 'list'],
      ['liked', 'lists'],
    ]
    for (const key of keys) queryClient.setQueryData(key, { cached: true })
    const later = applyRefreshes(queryClient, refreshesFor(EXAMPLES['message.created']))
    expect(queryClient.getQueryState(['matches', 'messages', matchId])?.isInvalidated).toBe(true)
    // The lists wait for the end of the burst; other features' queries are untouched.
    expect(later).toEqual(LISTS)
    expect(queryClient.getQueryState(['matches', 'list'])?.isInvalidated).toBe(false)
    expect(queryClient.getQueryState(['liked', 'lists'])?.isInvalidated).toBe(false)
  })

  // The chat opens while the other member pays: the match was being read when the event came.
  for (const [type, key] of [
    ['match.updated', ['matches', 'detail', matchId]],
    ['message.created', ['matches', 'messages', matchId]],
  ] as const) {
    it(`${type} during a query's first fetch asks again: the answer read before the event is not kept`, async () => {
      const queryClient = new QueryClient()
      const answers: ((value: string) => void)[] = []
      const observer = new QueryObserver(queryClient, {
        queryKey: key,
        queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
      })
      const unsubscribe = observer.subscribe(() => {})
      expect(answers).toHaveLength(1)
      applyRefreshes(queryClient, refreshesFor(EXAMPLES[type]))
      answers[0]!('read before the event')
      await vi.waitFor(() => expect(answers).toHaveLength(2))
      answers[1]!('read after the event')
      await vi.waitFor(() => expect(queryClient.getQueryData(key)).toBe('read after the event'))
      unsubscribe()
    })
  }
})
