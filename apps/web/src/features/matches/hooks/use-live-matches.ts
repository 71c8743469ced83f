import { MATCHES_REFRESH_DEBOUNCE_MS, type ServerEvent } from '@mithaq/domain'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { useServerEvents } from '../../../lib/socket-client'
import { matchKeys } from '../api/match-keys'

const AFFECTS_MATCHES = new Set<ServerEvent['type']>(['message.created', 'message.read', 'match.updated'])

/**
 * Refetches `queryKey` when a message or match event arrives, debounced 200 ms (spec section 9)
 * so a burst of events (a payment announces wallet, match and notification at once) costs one
 * request.
 */
function useDebouncedRefresh(queryKey: QueryKey) {
  const queryClient = useQueryClient()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const schedule = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey }),
      MATCHES_REFRESH_DEBOUNCE_MS,
    )
  }, [queryClient, queryKey])
  useServerEvents((event) => {
    if (AFFECTS_MATCHES.has(event.type)) schedule()
  })
}

/** Keeps 'Your Matches' live. */
export const useLiveMatchList = () => useDebouncedRefresh(matchKeys.list)

/** Keeps the unmatched list live (an unmatch or rematch on the other side). */
export const useLiveUnmatchedList = () => useDebouncedRefresh(matchKeys.unmatched)

/** Keeps the tab badge live. */
export const useLiveUnreadCount = () => useDebouncedRefresh(matchKeys.unreadCount)
