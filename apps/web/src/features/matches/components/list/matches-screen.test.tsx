import { type MatchListItem, matchListSchema, matchNewsSchema, unmatchedListSchema } from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { answer, answerError, api } from '../../../../testing/api-answers'
import { buildMatchListItem, minutesFromNow } from '../../../../testing/factories'
import { server } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { MatchesScreen } from './matches-screen'

/** The lists behind 'Your Matches'; `matches` may answer differently on each call. */
function listsServer(matches: () => Response, unmatched = 0, newMatches = 0) {
  server.use(
    http.get(api('/matches/news'), () => answer(matchNewsSchema, { moments: [], newMatches })),
    http.get(api('/matches'), () => matches()),
    http.get(api('/matches/unmatched'), () =>
      answer(unmatchedListSchema, {
        matches: Array.from({ length: unmatched }, (_, i) => ({
          ...buildMatchListItem(),
          id: `ended-${i}`,
          unmatchedAt: minutesFromNow(-60),
          reason: 'you_unmatched' as const,
          canRematch: true,
        })),
      }),
    ),
  )
}
const listOf = (matches: MatchListItem[]) => () => answer(matchListSchema, { matches })

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Matches' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe("'Your Matches'", () => {
  it('sees the new matches it shows: the tab badge for them is cleared once', async () => {
    let newMatches = 2
    let seen = 0
    listsServer(listOf([buildMatchListItem()]), 0, 0)
    server.use(
      http.get(api('/matches/news'), () => answer(matchNewsSchema, { moments: [], newMatches })),
      http.post(api('/matches/seen'), () => {
        seen += 1
        newMatches = 0
        return new HttpResponse(null, { status: 204 })
      }),
    )
    renderWithProviders(<MatchesScreen />)
    await vi.waitFor(() => expect(seen).toBe(1))
    await screen.findByRole('list', { name: 'Matches' })
    expect(seen).toBe(1)
  })

  it('lists matches newest activity first, with the last message, unread count and whose move it is', async () => {
    const older = buildMatchListItem({
      profile: { ...buildMatchListItem().profile, name: 'Huda' },
      lastActivityAt: minutesFromNow(-90),
      lastMessage: { content: 'See you then', senderId: 'me', isMine: true, createdAt: minutesFromNow(-90) },
    })
    const newer = buildMatchListItem({
      profile: { ...buildMatchListItem().profile, name: 'Maryam' },
      lastActivityAt: minutesFromNow(-5),
      lastMessage: { content: 'Salam!', senderId: 'her', isMine: false, createdAt: minutesFromNow(-5) },
      unreadCount: 2,
      timer: { kind: 'reply', expiresAt: minutesFromNow(65), turn: 'me' },
    })
    listsServer(listOf([older, newer]))
    renderWithProviders(<MatchesScreen />)

    const list = await screen.findByRole('list', { name: 'Matches' })
    const [first, second] = within(list).getAllByRole('link')
    expect(first!.textContent).toContain('Maryam')
    expect(second!.textContent).toContain('Huda')
    expect(within(first!).getByText('Salam!')).toBeDefined()
    expect(within(first!).getByText('2 unread messages')).toBeDefined()
    // The time left stays on one line with the turn's last word, so it never wraps alone.
    const turn = within(first!).getByText(/h \d\dm left$/)
    expect(turn.textContent).toMatch(/^Reply · \d+h \d\dm left$/)
    expect(turn.className).toContain('whitespace-nowrap')
    expect(turn.parentElement?.textContent).toMatch(/^Your move · Reply · /)
    expect(within(second!).getByText('You: See you then')).toBeDefined()
    expect(first!.getAttribute('href')).toBe(`/app/chat/${newer.id}`)
  })

  it('marks a locked chat and invites a first message where there is none', async () => {
    listsServer(listOf([buildMatchListItem({ status: 'locked' })]))
    renderWithProviders(<MatchesScreen />)

    const list = await screen.findByRole('list', { name: 'Matches' })
    expect(within(list).getByText('Chat locked.')).toBeDefined()
    expect(within(list).getByText('Start a conversation')).toBeDefined()
  })

  it('searches by name, and says when no name fits', async () => {
    listsServer(
      listOf(
        ['Maryam', 'Huda', 'Mariam'].map((name) =>
          buildMatchListItem({ profile: { ...buildMatchListItem().profile, name } }),
        ),
      ),
    )
    renderWithProviders(<MatchesScreen />)
    await screen.findByRole('list', { name: 'Matches' })

    const search = screen.getByRole('searchbox', { name: 'Search matches' })
    await userEvent.type(search, '  mar ')
    expect(rowNames().map((text) => text?.match(/Maryam|Mariam|Huda/)?.[0])).toEqual(
      expect.arrayContaining(['Maryam', 'Mariam']),
    )
    expect(rowNames()).toHaveLength(2)

    await userEvent.clear(search)
    await userEvent.type(search, 'Zaynab')
    expect(screen.getByText('No matches found for "Zaynab"')).toBeDefined()
  })

  it('says where ended matches are when none is active, and invites a first like when there are none', async () => {
    listsServer(listOf([]), 2)
    const { unmount } = renderWithProviders(<MatchesScreen />)
    expect(await screen.findByText('No active matches')).toBeDefined()
    expect(await screen.findByRole('link', { name: /Unmatched \(2\)/ })).toBeDefined()
    unmount()

    listsServer(listOf([]), 0)
    renderWithProviders(<MatchesScreen />)
    expect(await screen.findByText('No matches yet')).toBeDefined()
    expect(
      screen.getByText('When you and someone both like each other, your match appears here.'),
    ).toBeDefined()
  })

  it('shows a failed list with its message, and Try Again loads it', async () => {
    let calls = 0
    listsServer(() => {
      calls += 1
      return calls === 1
        ? answerError(503, 'SERVICE_UNAVAILABLE', 'Mithaq is briefly unavailable.')
        : answer(matchListSchema, {
            matches: [buildMatchListItem({ profile: { ...buildMatchListItem().profile, name: 'Maryam' } })],
          })
    })
    renderWithProviders(<MatchesScreen />)

    expect(await screen.findByText('Mithaq is briefly unavailable.')).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: /try again/i }))
    const list = await screen.findByRole('list', { name: 'Matches' })
    expect(within(list).getByText('Maryam')).toBeDefined()
  })
})
