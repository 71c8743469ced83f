import { useCallback, useSyncExternalStore } from 'react'

/**
 * The match moment: a match made in Discover or Liked opens a dialog of its own ("It's a Match!",
 * both photos, open the chat or keep browsing), shown by the app shell above whatever screen made
 * it. This small store is the link between the screens that make matches and the shell.
 */

let current: string | null = null
const subscribers = new Set<() => void>()

function setMoment(matchId: string | null) {
  current = matchId
  for (const notify of subscribers) notify()
}

function subscribe(onChange: () => void) {
  subscribers.add(onChange)
  return () => {
    subscribers.delete(onChange)
  }
}

/** The match whose moment is showing, and a way to close it. */
export function useMatchMoment() {
  const matchId = useSyncExternalStore(subscribe, () => current)
  const close = useCallback(() => setMoment(null), [])
  return { matchId, close }
}

/** Returns the function that celebrates a new match (from Discover and from Liked). */
export function useCelebrateMatch() {
  return useCallback((matchId: string) => setMoment(matchId), [])
}
