import { matchDetailSchema, matchNewsSchema } from '@mithaq/domain'
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { useMatchMoment } from '../../entities/match/use-celebrate-match'
import { matchKeys } from '../../features/matches/api/match-keys'
import { answer, answerError, api } from '../../testing/api-answers'
import { buildMatchDetail, buildPublicProfile } from '../../testing/factories'
import { server } from '../../testing/msw-server'
import { renderWithProviders } from '../../testing/render-with-providers'
import { MatchMomentHost } from './match-moment-host'

// The moment of a match the other side made (decision 350): from the server's owed list, shown
// once, and marked shown as it opens.

function newsServer(initial: string[]) {
  const state = { owed: initial, marked: [] as string[] }
  server.use(
    http.get(api('/matches/news'), () => answer(matchNewsSchema, { moments: state.owed, newMatches: 1 })),
    http.post(api('/matches/:id/moment-shown'), ({ params }) => {
      state.marked.push(String(params.id))
      return new HttpResponse(null, { status: 204 })
    }),
    http.get(api('/matches/:id'), ({ params }) =>
      answer(
        matchDetailSchema,
        buildMatchDetail({ id: String(params.id), profile: buildPublicProfile({ name: 'Yusuf' }) }),
      ),
    ),
    http.get(api('/profile'), () => answerError(404, 'NOT_FOUND', 'No profile yet')),
  )
  return state
}

describe('the match moment of a match the other side made', () => {
  // The moment lives in a module's store: a test that leaves one open must not hand it to the next.
  afterEach(() => {
    const { result } = renderHook(() => useMatchMoment())
    act(() => result.current.close())
  })

  it('opens for an owed match, marks it shown once, and a stale list does not open it again', async () => {
    const state = newsServer(['m-1'])
    const { queryClient } = renderWithProviders(<MatchMomentHost />)
    const moment = await screen.findByRole('dialog', { name: "It's a Match!" })
    await waitFor(() => expect(moment.textContent).toContain('Yusuf'))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open chat' })),
    )
    await waitFor(() => expect(state.marked).toEqual(['m-1']))

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The list is asked again before the server's answer changed (a second device, a slow write).
    await queryClient.refetchQueries({ queryKey: matchKeys.news })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(state.marked).toEqual(['m-1'])
  })

  it('opens the next owed match when the list brings one (match.created refreshes it)', async () => {
    const state = newsServer([])
    const { queryClient } = renderWithProviders(<MatchMomentHost />)
    await waitFor(() => expect(queryClient.getQueryData(matchKeys.news)).toBeDefined())
    expect(screen.queryByRole('dialog')).toBeNull()

    state.owed = ['m-2']
    await queryClient.invalidateQueries({ queryKey: matchKeys.news })
    const moment = await screen.findByRole('dialog', { name: "It's a Match!" })
    await waitFor(() => expect(moment.textContent).toContain('Yusuf'))
    await waitFor(() => expect(state.marked).toEqual(['m-2']))
  })

  it('does not open over the chat of that match: being in its chat is seeing it, and it is marked shown', async () => {
    const state = newsServer(['m-3'])
    const { queryClient } = renderWithProviders(<MatchMomentHost />, { path: '/app/chat/m-3' })
    await waitFor(() => expect(state.marked).toEqual(['m-3']))
    await waitFor(() => expect(queryClient.getQueryData(matchKeys.news)).toBeDefined())
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
