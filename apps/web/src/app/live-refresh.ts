import { MATCHES_REFRESH_DEBOUNCE_MS, type ServerEvent, type ServerEventType } from '@mithaq/domain'
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { walletQueryKey } from '../entities/wallet/wallet'
import { likedListsQueryKey } from '../features/liked/api/liked-query-keys'
import { matchKeys } from '../features/matches/api/match-keys'
import { notificationKeys } from '../features/notifications/api/notification-keys'
import { invalidate } from '../lib/invalidate'
import { useServerEvents } from '../lib/socket-client'

/** One query to mark stale after an event. */
export interface Refresh {
  queryKey: QueryKey
  /** 'none': marked stale only, fetched when next shown (an open chat adds messages itself). */
  refetch?: 'none'
  /** Gathered over a burst and refreshed once, MATCHES_REFRESH_DEBOUNCE_MS after its last event. */
  debounced?: true
}

/** The match lists and the Matches tab badge: refreshed once per burst of events. */
const MATCH_LISTS: Refresh[] = [
  matchKeys.list,
  matchKeys.unmatched,
  matchKeys.unreadCount,
  matchKeys.news,
].map((queryKey) => ({ queryKey, debounced: true }))

type Refreshes = { [T in ServerEventType]: (event: Extract<ServerEvent, { type: T }>) => Refresh[] }

/**
 * Every server event and the queries it makes stale: the one place the web app decides what an
 * event refreshes (the socket is a hint, the queries are the truth). Hooks that patch a cache at
 * once (the wallet's balance, a new notification at the top of the bell) do that beside it.
 */
export const REFRESHES: Refreshes = {
  'message.created': ({ message }) => [
    { queryKey: matchKeys.messages(message.matchId), refetch: 'none' },
    ...MATCH_LISTS,
  ],
  'message.read': () => MATCH_LISTS,
  'match.created': ({ matchId }) => [
    { queryKey: matchKeys.detail(matchId) },
    // At once, not with the burst: the other side's like made it, and its moment shows now.
    { queryKey: matchKeys.news },
    ...MATCH_LISTS,
    { queryKey: likedListsQueryKey },
  ],
  'match.updated': ({ matchId }) => [{ queryKey: matchKeys.detail(matchId) }, ...MATCH_LISTS],
  'like.received': () => [{ queryKey: likedListsQueryKey }],
  'notification.created': () => [{ queryKey: notificationKeys.feed }],
  'notifications.read': () => [{ queryKey: notificationKeys.feed }],
  'wallet.updated': () => [{ queryKey: walletQueryKey }],
  // The wallet's purchase list (and its 'Processing' line) reads ['payments', 'purchases'].
  'purchase.updated': () => [{ queryKey: walletQueryKey }, { queryKey: ['payments', 'purchases'] }],
  // The socket client refetches every query itself after a reconnect or a resumed link.
  'realtime.resumed': () => [],
  'realtime.current': () => [],
}

export const refreshesFor = (event: ServerEvent): Refresh[] =>
  (REFRESHES[event.type] as (e: ServerEvent) => Refresh[])(event)

/**
 * Applies the table, mounted once for the signed-in area so no event is missed while a screen is
 * closed. Debounced refreshes wait for the end of a burst and go out once each.
 */
export function useLiveRefresh() {
  const queryClient = useQueryClient()
  const pending = useRef(new Map<string, QueryKey>())
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  useServerEvents((event) => {
    const later = applyRefreshes(queryClient, refreshesFor(event))
    if (later.length === 0) return
    for (const queryKey of later) pending.current.set(JSON.stringify(queryKey), queryKey)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const keys = [...pending.current.values()]
      pending.current.clear()
      for (const queryKey of keys) invalidate(queryClient, queryKey)
    }, MATCHES_REFRESH_DEBOUNCE_MS)
  })
}

/** Invalidates the immediate refreshes; answers the keys of the debounced ones. */
export function applyRefreshes(queryClient: QueryClient, refreshes: Refresh[]): QueryKey[] {
  const later: QueryKey[] = []
  for (const { queryKey, refetch, debounced } of refreshes) {
    if (debounced) later.push(queryKey)
    else invalidate(queryClient, queryKey, refetch)
  }
  return later
}
