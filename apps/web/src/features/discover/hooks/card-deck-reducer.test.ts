import { describe, expect, it } from 'vitest'
import { buildDiscoverCard } from '../../../testing/factories'
import { deckCards, deckReducer, deckStatus, initialDeckState } from './card-deck-reducer'

const [a, b, c, d] = [1, 2, 3, 4].map((n) => buildDiscoverCard({ name: `Card ${n}` })) as [
  ReturnType<typeof buildDiscoverCard>,
  ReturnType<typeof buildDiscoverCard>,
  ReturnType<typeof buildDiscoverCard>,
  ReturnType<typeof buildDiscoverCard>,
]
const pages = [
  { profiles: [a, b], nextCursor: 'next' },
  { profiles: [b, c, d], nextCursor: null },
]

describe('deckCards', () => {
  it('shows the first card not acted on, once even when a later page repeats it', () => {
    const view = deckCards(pages, new Set(), 2)
    expect(view.loaded).toBe(4)
    expect(view.current).toBe(a)
    expect(view.upcoming).toEqual([b, c])
  })

  it('skips the cards acted on here and has no current card when all are gone', () => {
    expect(deckCards(pages, new Set([a.id, c.id]), 2).current).toBe(b)
    expect(deckCards(pages, new Set([a.id, b.id, c.id, d.id]), 2).current).toBeUndefined()
  })
})

describe('deckReducer', () => {
  it('hides an acted-on card at once and plays its leave animation', () => {
    const state = deckReducer(initialDeckState, { type: 'acted', card: a, kind: 'like' })
    expect([...state.gone]).toEqual([a.id])
    expect(state.leaving).toEqual({ card: a, kind: 'like' })
    expect(deckCards(pages, state.gone, 2).current).toBe(b)
  })

  it('puts a card back in its place when its action fails', () => {
    const acted = deckReducer(initialDeckState, { type: 'acted', card: a, kind: 'pass' })
    const next = deckReducer(acted, { type: 'acted', card: b, kind: 'pass' })
    const failed = deckReducer(next, { type: 'failed', id: a.id })
    expect(deckCards(pages, failed.gone, 2).current).toBe(a)
    expect([...failed.gone]).toEqual([b.id])
  })

  it('ends the leave animation, and Start Over drops it and lets the fresh feed decide every card', () => {
    const acted = deckReducer(initialDeckState, { type: 'acted', card: a, kind: 'pass' })
    expect(deckReducer(acted, { type: 'left' }).leaving).toBeNull()
    const restarted = deckReducer(acted, { type: 'startedOver' })
    expect(restarted.leaving).toBeNull()
    expect(restarted.gone.has(a.id)).toBe(false)
  })

  it('puts an undone pass back in its place', () => {
    const acted = deckReducer(initialDeckState, { type: 'acted', card: a, kind: 'pass' })
    expect(deckReducer(acted, { type: 'undone', id: a.id }).gone.has(a.id)).toBe(false)
  })

  it('leaves the state alone for a failure of a card that is not hidden', () => {
    expect(deckReducer(initialDeckState, { type: 'failed', id: a.id })).toBe(initialDeckState)
  })
})

describe('deckStatus', () => {
  const base = {
    isPending: false,
    isError: false,
    isFetchNextPageError: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    loaded: 3,
    hasCurrent: false,
  }

  it('says loading, card, none and done from the feed and the cards left', () => {
    expect(deckStatus({ ...base, isPending: true })).toBe('loading')
    expect(deckStatus({ ...base, hasCurrent: true })).toBe('card')
    expect(deckStatus({ ...base, loaded: 0 })).toBe('none')
    expect(deckStatus(base)).toBe('done')
    expect(deckStatus({ ...base, hasNextPage: true })).toBe('loading')
  })

  it('says error when the first page or the next page fails, but keeps showing a card it has', () => {
    expect(deckStatus({ ...base, isError: true, loaded: 0 })).toBe('error')
    expect(deckStatus({ ...base, isFetchNextPageError: true, hasNextPage: true })).toBe('error')
    expect(deckStatus({ ...base, isError: true, hasCurrent: true })).toBe('card')
  })
})
