import { matchListSchema, matchNewsSchema, unmatchedListSchema } from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../../i18n'
import { answer, api } from '../../../../testing/api-answers'
import { buildMatchListItem, minutesFromNow } from '../../../../testing/factories'
import { server } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { MatchesScreen } from './matches-screen'

beforeAll(() => changeLocale('ar'))
afterAll(() => changeLocale('en'))

describe("'Your Matches' in Arabic", () => {
  it('words unread counts with Arabic plurals, whose move it is, and the time left in Arabic digits', async () => {
    const match = buildMatchListItem({
      profile: { ...buildMatchListItem().profile, name: 'Maryam' },
      lastMessage: { content: 'See you then', senderId: 'me', isMine: true, createdAt: minutesFromNow(-5) },
      unreadCount: 2,
      timer: { kind: 'reply', expiresAt: minutesFromNow(65), turn: 'me' },
    })
    server.use(
      http.get(api('/matches'), () => answer(matchListSchema, { matches: [match] })),
      http.get(api('/matches/unmatched'), () => answer(unmatchedListSchema, { matches: [] })),
      http.get(api('/matches/news'), () => answer(matchNewsSchema, { moments: [], newMatches: 0 })),
    )
    renderWithProviders(<MatchesScreen />)

    const list = await screen.findByRole('list', { name: 'التوافقات' })
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByRole('heading', { name: 'توافقاتك' })).toBeDefined()
    const row = within(list).getByRole('link')
    expect(within(row).getByText('رسالتان غير مقروءتين')).toBeDefined()
    expect(within(row).getByText('أنت: See you then').getAttribute('dir')).toBe('auto')
    // The turn's last word and the time left share a line of their own, so the sentence spans two
    // elements: find the innermost one that holds all of it.
    const startsTurn = (element: Element | null) => /^دورك · الرد/.test(element?.textContent ?? '')
    const turn = within(row).getByText(
      (_, element) => startsTurn(element) && !Array.from(element?.children ?? []).some(startsTurn),
    )
    expect(turn.textContent).toMatch(/[\u0660-\u0669]/)
    expect(turn.textContent).not.toMatch(/[0-9]/)
    expect(within(row).getByText('Maryam').getAttribute('dir')).toBe('auto')
  })
})
