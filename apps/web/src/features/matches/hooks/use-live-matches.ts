import { MATCHES_REFRESH_DEBOUNCE_MS } from '@mithaq/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useServerEvents } from '../../../lib/socket-client'
import { matchKeys } from '../api/match-keys'

/**
 * Keeps every cached piece of this feature current, mounted once for the signed-in area so no
 * event is missed while its screen is closed. The lists and the tab badge are refetched 200 ms
 * after a burst of message or match events (docs/product.md § 12), one request per burst; a changed
 * match is fetched again at once if its chat is open, and marked stale otherwise.
 */
export function useLiveMatches() {
  const queryClient = useQueryClient()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  useServerEvents((event) => {
    if (event.type === 'match.updated') {
      void queryClient.invalidateQueries({ queryKey: matchKeys.detail(event.matchId) })
    } else if (event.type === 'message.created') {
      // An open chat adds it itself; a closed one fetches again when next opened.
      void queryClient.invalidateQueries({
        queryKey: matchKeys.messages(event.message.matchId),
        refetchType: 'none',
      })
    } else if (event.type === 'notification.created') {
      // A new match, a payment asked, an unlock or a reminder: the lists show it without a reload.
      const { type, referenceId } = event.notification
      if (type !== 'match' && type !== 'payment_required' && type !== 'chat_unlocked' && type !== 'reminder')
        return
      if (referenceId) void queryClient.invalidateQueries({ queryKey: matchKeys.detail(referenceId) })
    } else if (event.type !== 'message.read') {
      return
    }
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      for (const queryKey of [matchKeys.list, matchKeys.unmatched, matchKeys.unreadCount]) {
        void queryClient.invalidateQueries({ queryKey })
      }
    }, MATCHES_REFRESH_DEBOUNCE_MS)
  })
}
