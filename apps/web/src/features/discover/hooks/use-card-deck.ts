import {
  CARD_ACTION_LOCK_MS,
  type DiscoverCard,
  type DiscoverPage,
  PRECACHED_CARDS,
  type ReportInput,
} from '@mithaq/domain'
import { type InfiniteData, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { toast } from 'sonner'
import { useCelebrateMatch } from '../../../entities/match/use-celebrate-match'
import { DISCOVER_TEXTS, useProfileActions } from '../../../entities/profile-actions/use-profile-actions'
import { t } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { getCardPictures } from '../api/get-card-pictures'
import { discoverFeedQueryKey, useDiscoverFeed } from '../api/get-discover-feed'
import { startOverFeed, undoPass } from '../api/undo-and-start-over'
import { deckCards, deckReducer, deckStatus, initialDeckState, type LeaveKind } from './card-deck-reducer'

/** Long enough for the leave animation (CSS) to finish. */
const LEAVE_MS = 320

/**
 * One card at a time over the server's feed. The deck never keeps its own index: a card is on
 * screen when it is the first of the loaded cards that has not been acted on here. An action
 * hides its card at once (optimistic) and a failure un-hides it, so it comes back in its place;
 * a refetch can never put the deck out of step with what the server already excludes.
 */
export function useCardDeck() {
  const feed = useDiscoverFeed()
  const queryClient = useQueryClient()
  const celebrateMatch = useCelebrateMatch()
  const actions = useProfileActions(DISCOVER_TEXTS)
  const [{ gone, leaving }, dispatch] = useReducer(deckReducer, initialDeckState)
  const [locked, setLocked] = useState(false)
  /** The card passed by my last decision here, while it can still be undone. */
  const [lastPassed, setLastPassed] = useState<DiscoverCard | null>(null)
  const lockTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(
    () => () => {
      clearTimeout(lockTimer.current)
      clearTimeout(leaveTimer.current)
    },
    [],
  )

  const { loaded, remaining, current, upcoming } = useMemo(
    () => deckCards(feed.data?.pages ?? [], gone, PRECACHED_CARDS),
    [feed.data, gone],
  )

  // Keep the current card and the pre-cached ones loaded: fetch the next page before we run dry.
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed
  useEffect(() => {
    if (
      remaining.length <= PRECACHED_CARDS + 1 &&
      hasNextPage &&
      !isFetchingNextPage &&
      !isFetchNextPageError
    ) {
      void fetchNextPage()
    }
  }, [remaining.length, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage])

  usePreloadPictures(upcoming)

  const leave = useCallback((card: DiscoverCard, kind: LeaveKind) => {
    dispatch({ type: 'acted', card, kind })
    clearTimeout(leaveTimer.current)
    leaveTimer.current = setTimeout(() => dispatch({ type: 'left' }), LEAVE_MS)
  }, [])
  const restore = (id: string) => dispatch({ type: 'failed', id })

  const startLock = useCallback(() => {
    setLocked(true)
    clearTimeout(lockTimer.current)
    lockTimer.current = setTimeout(() => setLocked(false), CARD_ACTION_LOCK_MS)
  }, [])

  /** Edits the loaded feed in place (the cache behind every page of it). */
  const editFeed = useCallback(
    (edit: (page: DiscoverPage, index: number) => DiscoverPage) =>
      queryClient.setQueryData<InfiniteData<DiscoverPage>>(discoverFeedQueryKey, (data) =>
        data ? { ...data, pages: data.pages.map(edit) } : data,
      ),
    [queryClient],
  )

  const setCardFavorited = (id: string, isFavorited: boolean) =>
    editFeed((page) => ({
      ...page,
      profiles: page.profiles.map((card) => (card.id === id ? { ...card, isFavorited } : card)),
    }))

  /**
   * A card's picture failed to load: its signed link may be stale (its owner took back a reveal,
   * so the link to the clear picture is refused). Ask once per card for its links as they are
   * now and put them in the feed, so the card shows the blurred picture instead of 'Image
   * unavailable'. A second failure stays as it is.
   */
  const refreshed = useRef(new Set<string>())
  const refreshPictures = useCallback(
    async (card: DiscoverCard) => {
      if (refreshed.current.has(card.id)) return
      refreshed.current.add(card.id)
      try {
        const fresh = await getCardPictures(card.id)
        editFeed((page) => ({
          ...page,
          profiles: page.profiles.map((c) => (c.id === card.id ? { ...c, ...fresh } : c)),
        }))
      } catch {
        // Gone, blocked or offline: the card keeps saying the picture is unavailable.
      }
    },
    [editFeed],
  )

  async function like() {
    if (locked || !current) return
    const card = current
    startLock()
    leave(card, 'like')
    setLastPassed(null)
    const outcome = await actions.like(card)
    if (outcome.status === 'matched') celebrateMatch(outcome.matchId)
    // A profile that is gone stays out of the deck; any other failure puts the card back.
    else if (outcome.status === 'failed') restore(card.id)
  }

  async function pass() {
    if (locked || !current) return
    const card = current
    startLock()
    leave(card, 'pass')
    setLastPassed(null)
    const outcome = await actions.pass(card)
    if (outcome === 'failed') restore(card.id)
    else if (outcome === 'passed') setLastPassed(card)
  }

  async function toggleFavorite(card: DiscoverCard) {
    const next = !card.isFavorited
    // A refetch of the feed still in flight (the socket's reconnect refreshes every query) would
    // answer the state from before the click and undo it: stop it before showing the new one.
    await queryClient.cancelQueries({ queryKey: discoverFeedQueryKey })
    setCardFavorited(card.id, next)
    const saved = await actions.setFavorite(card, next)
    // A refetch started after the click may have been answered before the save: stop it, and
    // show the saved state again in case its answer already arrived.
    if (saved) await queryClient.cancelQueries({ queryKey: discoverFeedQueryKey })
    setCardFavorited(card.id, saved ? next : !next)
  }

  /** Rejects on failure, so the confirmation dialog stays open. */
  async function block(card: DiscoverCard) {
    await actions.block(card)
    leave(card, 'remove')
    setLastPassed(null)
  }

  /** Rejects on failure, so the report dialog stays open with the reason. */
  async function report(card: DiscoverCard, input: ReportInput) {
    await actions.report(card, input)
    leave(card, 'remove')
    setLastPassed(null)
  }

  /**
   * Undo my last pass: the server takes it back and answers the card, which goes back on top
   * (in its place when it is still loaded, first otherwise).
   */
  async function undo() {
    const card = lastPassed
    if (!card) return
    setLastPassed(null)
    try {
      const { profile } = await undoPass(card.id)
      if (!remaining.some((c) => c.id === profile.id)) {
        editFeed((page, i) =>
          i === 0
            ? { ...page, profiles: [profile, ...page.profiles.filter((c) => c.id !== profile.id)] }
            : page,
        )
      }
      dispatch({ type: 'undone', id: profile.id })
    } catch (error) {
      toast.error(t('notices.failedToUndo'), { description: errorMessage(error) })
    }
  }

  /**
   * "Start Over": the server brings back everyone I passed (likes, blocks and reports stay out),
   * then the feed is read again from its first card.
   */
  async function startOver() {
    setLastPassed(null)
    try {
      await startOverFeed()
    } catch (error) {
      toast.error(t('notices.failedToStartOver'), { description: errorMessage(error) })
    }
    dispatch({ type: 'startedOver' })
    await queryClient.resetQueries({ queryKey: discoverFeedQueryKey })
  }

  const state = deckStatus({
    isPending: feed.isPending,
    isError: feed.isError,
    isFetchNextPageError,
    hasNextPage,
    isFetchingNextPage,
    loaded,
    hasCurrent: Boolean(current),
  })

  /** The server's word on the last page: Start Over would bring back someone matching my filters. */
  const passedWaiting = feed.data?.pages.at(-1)?.passedWaiting ?? false

  return {
    state,
    passedWaiting,
    current,
    leaving,
    locked,
    like,
    pass,
    toggleFavorite,
    block,
    report,
    undoable: lastPassed,
    undo,
    startOver,
    retry: () => (loaded === 0 ? feed.refetch() : fetchNextPage()),
    refreshPictures,
  }
}

/** Warms the browser cache with the pictures of the next cards, so they appear at once. */
function usePreloadPictures(cards: DiscoverCard[]) {
  const done = useRef(new Set<string>())
  const urls = cards.flatMap((card) => card.pictures)
  const key = urls.join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `urls`
  useEffect(() => {
    for (const url of urls) {
      if (done.current.has(url)) continue
      done.current.add(url)
      const image = new Image()
      image.decoding = 'async'
      image.src = url
    }
  }, [key])
}
