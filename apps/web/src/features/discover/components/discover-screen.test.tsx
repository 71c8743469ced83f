import {
  DEFAULT_DISCOVER_FILTERS,
  type DiscoverCard,
  discoverFiltersSchema,
  discoverPageSchema,
  englishTranslator,
  likeResultSchema,
  passResultSchema,
  profileViewSchema,
  startOverResultSchema,
  walletSchema,
} from '@mithaq/domain'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, answerError, api } from '../../../testing/api-answers'
import { buildDiscoverCard, buildWallet } from '../../../testing/factories'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { DiscoverScreen } from './discover-screen'

const english = englishTranslator()

/** The server's side of Discover: one feed page, default filters, a wallet; what was liked or passed. */
function discoverServer(
  cards: DiscoverCard[],
  feed: () => Response = () => answer(discoverPageSchema, { profiles: cards, nextCursor: null }),
) {
  const decided: { kind: 'like' | 'pass'; id: string }[] = []
  server.use(
    http.get(api('/discover'), () => feed()),
    http.get(api('/discover/filters'), () => answer(discoverFiltersSchema, DEFAULT_DISCOVER_FILTERS)),
    http.get(api('/wallet'), () => answer(walletSchema, buildWallet())),
    http.post(api('/profiles/:id/like'), ({ params }) => {
      decided.push({ kind: 'like', id: String(params.id) })
      return answer(likeResultSchema, { status: 'liked' })
    }),
    http.post(api('/profiles/:id/pass'), ({ params }) => {
      decided.push({ kind: 'pass', id: String(params.id) })
      return answer(passResultSchema, { status: 'passed' })
    }),
  )
  return decided
}

const card = (name: string) => screen.findByRole('group', { name: new RegExp(`^${name}, `) })

describe('the Discover screen', () => {
  it('says it is loading, then shows the first card with its details', async () => {
    const first = buildDiscoverCard({ name: 'Maryam', age: 29, occupation: 'Architect' })
    discoverServer([first, buildDiscoverCard({ name: 'Huda' })])
    renderWithProviders(<DiscoverScreen />)

    expect(screen.getByText(english('notices.loadingProfiles'))).toBeDefined()
    const shown = await card('Maryam')
    expect(within(shown).getByText('Architect', { selector: 'dd' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Like Maryam' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Pass on Maryam' })).toBeDefined()
    // Only one card at a time: the next one waits under it.
    expect(screen.queryByRole('group', { name: /^Huda, / })).toBeNull()
  })

  it('fetches fresh links once when a picture fails (a reveal taken back), and shows the blurred one', async () => {
    const maryam = buildDiscoverCard({ name: 'Maryam', pictures: ['/media/clear-1.jpg?sig=old'] })
    discoverServer([maryam])
    const asked: string[] = []
    server.use(
      http.get(api('/profiles/:id'), ({ params }) => {
        asked.push(String(params.id))
        return answer(profileViewSchema, {
          profile: { ...maryam, pictures: ['/media/blurred-1.jpg?sig=new'], picturesBlurred: true },
          isFavorited: false,
          myAction: null,
          likedMe: false,
          faith: {},
          shared: [],
        })
      }),
    )
    renderWithProviders(<DiscoverScreen />)
    const shown = await card('Maryam')
    const clear = within(shown).getByRole('img', { name: /Maryam/ })
    expect(clear.getAttribute('src')).toContain('clear-1.jpg')

    // The old link is refused now: the card asks for the links as they are, once.
    fireEvent.error(clear)
    const src = () =>
      within(shown)
        .queryByRole('img', { name: /Maryam/ })
        ?.getAttribute('src')
    await expect.poll(src, { timeout: 5000 }).toContain('blurred-1.jpg')
    expect(asked).toEqual([maryam.id])
    expect(within(shown).queryByText(english('notices.imageUnavailable'))).toBeNull()
    expect(within(shown).getByText(/private/i)).toBeDefined()

    // If the fresh link fails too, the card says so and does not ask again.
    fireEvent.error(within(shown).getByRole('img', { name: /Maryam/ }))
    expect(
      await within(shown).findByText(english('notices.imageUnavailable'), {}, { timeout: 5000 }),
    ).toBeDefined()
    expect(asked).toEqual([maryam.id])
  })

  it('likes the card on screen and shows the next one', async () => {
    const [maryam, huda] = [buildDiscoverCard({ name: 'Maryam' }), buildDiscoverCard({ name: 'Huda' })]
    const decided = discoverServer([maryam, huda])
    renderWithProviders(<DiscoverScreen />)

    await userEvent.click(await screen.findByRole('button', { name: 'Like Maryam' }))
    expect(await card('Huda')).toBeDefined()
    await expect.poll(() => decided).toEqual([{ kind: 'like', id: maryam.id }])
  })

  it('opens on a card that stands still; the next one fades in (decision 580)', async () => {
    discoverServer([buildDiscoverCard({ name: 'Maryam' }), buildDiscoverCard({ name: 'Huda' })])
    renderWithProviders(<DiscoverScreen />)

    expect((await card('Maryam')).className).not.toContain('discover-card-in')
    await userEvent.click(screen.getByRole('button', { name: 'Pass on Maryam' }))
    expect((await card('Huda')).className).toContain('discover-card-in')
  })

  it('passes with the left arrow key, then offers to undo that pass', async () => {
    const [maryam, huda] = [buildDiscoverCard({ name: 'Maryam' }), buildDiscoverCard({ name: 'Huda' })]
    const decided = discoverServer([maryam, huda])
    renderWithProviders(<DiscoverScreen />)

    await card('Maryam')
    await userEvent.keyboard('{ArrowLeft}')
    expect(await card('Huda')).toBeDefined()
    expect(await screen.findByRole('button', { name: 'Undo pass on Maryam' })).toBeDefined()
    expect(decided).toEqual([{ kind: 'pass', id: maryam.id }])
  })

  it('puts the card back when the like fails, so it can be liked again', async () => {
    const maryam = buildDiscoverCard({ name: 'Maryam' })
    discoverServer([maryam, buildDiscoverCard({ name: 'Huda' })])
    let likes = 0
    server.use(
      http.post(api('/profiles/:id/like'), () => {
        likes += 1
        return answerError(503, 'SERVICE_UNAVAILABLE', 'Busy')
      }),
    )
    renderWithProviders(<DiscoverScreen />)

    await userEvent.click(await screen.findByRole('button', { name: 'Like Maryam' }))
    await expect.poll(() => likes).toBe(1)
    // The card leaves at once (optimistic) and comes back in its place when the server fails.
    expect(await screen.findByRole('button', { name: 'Like Maryam' })).toBeDefined()
    expect(await card('Maryam')).toBeDefined()
  })

  it('says so plainly when nobody is left, and offers Start Over', async () => {
    discoverServer([])
    renderWithProviders(<DiscoverScreen />)

    const heading = await screen.findByRole('heading', { name: english('notices.noProfilesAtAll') })
    const empty = heading.closest<HTMLElement>('[role="status"]')!
    expect(within(empty).getByText(english('notices.noProfilesAtAllHint'))).toBeDefined()
    expect(within(empty).getByRole('button', { name: english('notices.startOver') })).toBeDefined()
  })

  it('shows a failed feed as an alert, and Try Again loads it', async () => {
    const maryam = buildDiscoverCard({ name: 'Maryam' })
    let calls = 0
    discoverServer([maryam], () => {
      calls += 1
      return calls === 1
        ? answerError(503, 'SERVICE_UNAVAILABLE', english('notices.serviceUnavailable'))
        : answer(discoverPageSchema, { profiles: [maryam], nextCursor: null })
    })
    renderWithProviders(<DiscoverScreen />)

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(english('notices.failedToLoadProfiles'))).toBeDefined()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await card('Maryam')).toBeDefined()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(calls).toBe(2)
  })

  describe('an empty feed under a filter', () => {
    const filtered = { ...DEFAULT_DISCOVER_FILTERS, ageRange: [25, 30] as [number, number] }
    function filteredServer(passedWaiting: boolean) {
      let startedOver = false
      const maryam = buildDiscoverCard({ name: 'Maryam' })
      server.use(
        http.get(api('/discover'), () =>
          answer(
            discoverPageSchema,
            startedOver
              ? { profiles: [maryam], nextCursor: null, passedWaiting: false }
              : { profiles: [], nextCursor: null, passedWaiting },
          ),
        ),
        http.get(api('/discover/filters'), () => answer(discoverFiltersSchema, filtered)),
        http.get(api('/wallet'), () => answer(walletSchema, buildWallet())),
        http.post(api('/discover/start-over'), () => {
          startedOver = true
          return answer(startOverResultSchema, { restored: 1 })
        }),
      )
    }

    it('offers Start Over when people I passed match the filters, and brings them back', async () => {
      filteredServer(true)
      renderWithProviders(<DiscoverScreen />)
      expect(await screen.findByText(english('notices.noProfilesFound'))).toBeDefined()
      expect(
        screen.getByText('Some people you passed match these filters: Start Over shows them again.'),
      ).toBeDefined()
      expect(screen.getByRole('button', { name: english('notices.widenFilters') })).toBeDefined()
      await userEvent.click(screen.getByRole('button', { name: english('notices.startOver') }))
      expect(await card('Maryam')).toBeDefined()
    })

    it('offers only wider filters when nobody I passed matches them', async () => {
      filteredServer(false)
      renderWithProviders(<DiscoverScreen />)
      expect(await screen.findByText(english('notices.noProfilesFound'))).toBeDefined()
      expect(
        screen.getByText('Try adjusting your filters or check back later for new profiles'),
      ).toBeDefined()
      expect(screen.getByRole('button', { name: english('notices.widenFilters') })).toBeDefined()
      expect(screen.queryByRole('button', { name: english('notices.startOver') })).toBeNull()
    })
  })
})
