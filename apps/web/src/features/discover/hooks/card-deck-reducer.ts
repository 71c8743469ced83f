import type { DiscoverCard, DiscoverPage } from '@mithaq/domain'

// The deck's rules as pure functions, apart from React, timers and the network: which card is
// on screen, which ones follow, what an action or its failure does, and what the screen shows.

/** How a card leaves: liked to the right, passed to the left, blocked or reported fades away. */
export type LeaveKind = 'like' | 'pass' | 'remove'

export interface LeavingCard {
  card: DiscoverCard
  kind: LeaveKind
}

export interface DeckState {
  /** Cards acted on here: hidden at once (optimistic), shown again if the action fails. */
  gone: ReadonlySet<string>
  /** The card playing its leave animation over its successor, if any. */
  leaving: LeavingCard | null
}

export type DeckAction =
  /** A card was liked, passed, blocked or reported: it leaves the deck. */
  | { type: 'acted'; card: DiscoverCard; kind: LeaveKind }
  /** The action failed in a way that leaves the card there: it comes back in its place. */
  | { type: 'failed'; id: string }
  /** The leave animation is over. */
  | { type: 'left' }
  /** A pass was undone: the card is back in the deck, in its place. */
  | { type: 'undone'; id: string }
  /**
   * "Start Over": the server brought passed cards back and the feed is read again from its first
   * card; what it still leaves out (likes, blocks, reports) it leaves out by itself.
   */
  | { type: 'startedOver' }

export const initialDeckState: DeckState = { gone: new Set(), leaving: null }

export function deckReducer(state: DeckState, action: DeckAction): DeckState {
  switch (action.type) {
    case 'acted':
      return {
        gone: new Set(state.gone).add(action.card.id),
        leaving: { card: action.card, kind: action.kind },
      }
    case 'failed':
    case 'undone': {
      if (!state.gone.has(action.id)) return state
      const gone = new Set(state.gone)
      gone.delete(action.id)
      return { ...state, gone }
    }
    case 'left':
      return state.leaving ? { ...state, leaving: null } : state
    case 'startedOver':
      return initialDeckState
  }
}

/**
 * The deck never keeps its own index: the card on screen is the first loaded card not acted on
 * here, so a refetch can never put it out of step with what the server already excludes.
 * A card repeated by a later page (the feed moved under us) is shown once.
 */
export function deckCards(pages: readonly DiscoverPage[], gone: ReadonlySet<string>, precached: number) {
  const seen = new Set<string>()
  const cards = pages
    .flatMap((page) => page.profiles)
    .filter((card) => !seen.has(card.id) && Boolean(seen.add(card.id)))
  const remaining = cards.filter((card) => !gone.has(card.id))
  return {
    loaded: cards.length,
    remaining,
    current: remaining[0] as DiscoverCard | undefined,
    upcoming: remaining.slice(1, 1 + precached),
  }
}

export type DeckStatus = 'loading' | 'error' | 'none' | 'done' | 'card'

/** What the deck shows, from the feed's state and the cards left. */
export function deckStatus(feed: {
  isPending: boolean
  isError: boolean
  isFetchNextPageError: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  loaded: number
  hasCurrent: boolean
}): DeckStatus {
  if (feed.isPending) return 'loading'
  if (feed.hasCurrent) return 'card'
  if (feed.isError && feed.loaded === 0) return 'error'
  if (feed.isFetchNextPageError) return 'error'
  if (feed.hasNextPage || feed.isFetchingNextPage) return 'loading'
  return feed.loaded === 0 ? 'none' : 'done'
}
