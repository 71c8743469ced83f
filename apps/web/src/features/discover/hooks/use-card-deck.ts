import {
  CARD_ACTION_LOCK_MS,
  type DiscoverCard,
  type DiscoverPage,
  MESSAGES,
  PRECACHED_CARDS,
} from '@mithaq/domain'
import { type InfiniteData, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { errorMessage } from '../../../lib/api-client'
import {
  blockProfile,
  isProfileGone,
  isTransientFailure,
  likeProfile,
  passProfile,
  reportProfile,
  setFavorite,
} from '../../../lib/profile-actions'
import { useCelebrateMatch } from '../../../lib/use-celebrate-match'
import { discoverFeedQueryKey, useDiscoverFeed } from '../api/get-discover-feed'

/** How a card leaves: liked to the right, passed to the left, blocked or reported fades away. */
export type LeaveKind = 'like' | 'pass' | 'remove'

export interface LeavingCard {
  card: DiscoverCard
  kind: LeaveKind
}

/** Long enough for the leave animation (CSS) to finish. */
const LEAVE_MS = 320

export type DeckState = 'loading' | 'error' | 'none' | 'done' | 'card'

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
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set())
  const [leaving, setLeaving] = useState<LeavingCard | null>(null)
  const [locked, setLocked] = useState(false)
  const lockTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(
    () => () => {
      clearTimeout(lockTimer.current)
      clearTimeout(leaveTimer.current)
    },
    [],
  )

  const cards = useMemo(() => {
    const seen = new Set<string>()
    return (feed.data?.pages ?? [])
      .flatMap((page) => page.profiles)
      .filter((card) => !seen.has(card.id) && Boolean(seen.add(card.id)))
  }, [feed.data])
  const remaining = useMemo(() => cards.filter((card) => !gone.has(card.id)), [cards, gone])
  const current = remaining[0]
  const upcoming = useMemo(() => remaining.slice(1, 1 + PRECACHED_CARDS), [remaining])

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

  const hide = useCallback((id: string) => setGone((prev) => new Set(prev).add(id)), [])
  const restore = useCallback(
    (id: string) =>
      setGone((prev) => {
        const next = new Set(prev)
        next.delete(id)
        return next
      }),
    [],
  )

  const leave = useCallback((card: DiscoverCard, kind: LeaveKind) => {
    setLeaving({ card, kind })
    clearTimeout(leaveTimer.current)
    leaveTimer.current = setTimeout(() => setLeaving(null), LEAVE_MS)
  }, [])

  const startLock = useCallback(() => {
    setLocked(true)
    clearTimeout(lockTimer.current)
    lockTimer.current = setTimeout(() => setLocked(false), CARD_ACTION_LOCK_MS)
  }, [])

  const setCardFavorited = useCallback(
    (id: string, isFavorited: boolean) =>
      queryClient.setQueryData<InfiniteData<DiscoverPage>>(discoverFeedQueryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                profiles: page.profiles.map((card) => (card.id === id ? { ...card, isFavorited } : card)),
              })),
            }
          : data,
      ),
    [queryClient],
  )

  async function like() {
    if (locked || !current) return
    const card = current
    startLock()
    hide(card.id)
    leave(card, 'like')
    try {
      const result = await likeProfile(card.id)
      if (result.status === 'matched') celebrateMatch(result.matchId)
      else if (result.status === 'already_liked') {
        toast.info(MESSAGES.alreadyLiked, { description: MESSAGES.alreadyLikedDescription })
      } else toast.success(MESSAGES.youLiked(card.name))
    } catch (error) {
      if (isProfileGone(error)) {
        toast.error(MESSAGES.failedToLike(errorMessage(error)))
        return
      }
      restore(card.id)
      if (isTransientFailure(error)) {
        toast.error(MESSAGES.errorTitle, { description: MESSAGES.failedToLikeTryAgain })
      } else toast.error(MESSAGES.failedToLike(errorMessage(error)))
    }
  }

  async function pass() {
    if (locked || !current) return
    const card = current
    startLock()
    hide(card.id)
    leave(card, 'pass')
    try {
      await passProfile(card.id)
      toast(MESSAGES.youPassedOn(card.name))
    } catch (error) {
      if (!isProfileGone(error)) restore(card.id)
      toast.error(MESSAGES.failedToPass(errorMessage(error)))
    }
  }

  async function toggleFavorite(card: DiscoverCard) {
    const next = !card.isFavorited
    // A refetch of the feed still in flight (the socket's reconnect refreshes every query) would
    // answer the state from before the click and undo it: stop it before showing the new one.
    await queryClient.cancelQueries({ queryKey: discoverFeedQueryKey })
    setCardFavorited(card.id, next)
    try {
      await setFavorite(card.id, next)
      // A refetch started after the click may have been answered before the save: stop it, and
      // show the saved state again in case its answer already arrived.
      await queryClient.cancelQueries({ queryKey: discoverFeedQueryKey })
      setCardFavorited(card.id, next)
      toast.success(next ? MESSAGES.addedToFavorites : MESSAGES.removedFromFavorites, {
        description: next
          ? `${card.name} is now in your favorites.`
          : `${card.name} is no longer in your favorites.`,
      })
    } catch {
      setCardFavorited(card.id, !next)
      toast.error(next ? MESSAGES.failedToFavorite : MESSAGES.failedToUnfavorite)
    }
  }

  /** Rejects on failure, so the confirmation dialog stays open. */
  async function block(card: DiscoverCard) {
    try {
      await blockProfile(card.id)
    } catch (error) {
      toast.error(MESSAGES.failedToBlock)
      throw error
    }
    hide(card.id)
    leave(card, 'remove')
    toast.success(MESSAGES.blocked, { description: `You and ${card.name} will no longer see each other.` })
  }

  /** Rejects on failure, so the report dialog stays open with the reason. */
  async function report(card: DiscoverCard, reason: string) {
    try {
      await reportProfile(card.id, reason)
    } catch (error) {
      toast.error(MESSAGES.failedToSubmitReport)
      throw error
    }
    hide(card.id)
    leave(card, 'remove')
    toast.success(MESSAGES.reportSubmittedFor(card.name), {
      description: 'Thank you for helping keep Mithaq safe. You will no longer see each other.',
    })
  }

  /** "Start Over": the feed again from its first card; liked and passed profiles stay out. */
  function startOver() {
    setLeaving(null)
    void queryClient.resetQueries({ queryKey: discoverFeedQueryKey })
  }

  const state: DeckState = feed.isPending
    ? 'loading'
    : current
      ? 'card'
      : feed.isError && cards.length === 0
        ? 'error'
        : isFetchNextPageError
          ? 'error'
          : hasNextPage || isFetchingNextPage
            ? 'loading'
            : cards.length === 0
              ? 'none'
              : 'done'

  return {
    state,
    current,
    leaving,
    locked,
    like,
    pass,
    toggleFavorite,
    block,
    report,
    startOver,
    retry: () => (cards.length === 0 ? feed.refetch() : fetchNextPage()),
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
