import { unmatchedListSchema, walletSchema } from '@mithaq/domain'
import { screen } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, api } from '../../../../testing/api-answers'
import { buildMatchListItem, buildWallet, minutesFromNow } from '../../../../testing/factories'
import { server } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { UnmatchedList } from './unmatched-list'

function unmatchedServer(balance: number) {
  server.use(
    http.get(api('/matches/unmatched'), () =>
      answer(unmatchedListSchema, {
        matches: [
          {
            ...buildMatchListItem(),
            profile: { ...buildMatchListItem().profile, name: 'Huda' },
            id: 'ended-1',
            unmatchedAt: minutesFromNow(-60),
            reason: 'you_unmatched' as const,
            canRematch: true,
          },
        ],
      }),
    ),
    http.get(api('/wallet'), () => answer(walletSchema, buildWallet({ balance }))),
  )
}

/** The filled call-to-action look of a primary button. */
const filled = (button: HTMLElement) => button.className.split(' ').includes('bg-primary')

describe('the Unmatched list', () => {
  it('makes Rematch the filled call to action when the balance pays for it', async () => {
    unmatchedServer(3)
    renderWithProviders(<UnmatchedList />)
    const buttons = await screen.findAllByRole('button', { name: /^Rematch/ })
    // The table (wide screens) and the stacked list (phones) each have one.
    expect(buttons).toHaveLength(2)
    await expect.poll(() => buttons.every(filled)).toBe(true)
  })

  it('shows Rematch as a plain outlined button below the price, still there to open', async () => {
    unmatchedServer(2)
    renderWithProviders(<UnmatchedList />)
    await screen.findAllByText(/3 tokens/, { selector: '.bg-primary-soft' })
    const buttons = screen.getAllByRole('button', { name: /^Rematch/ })
    expect(buttons).toHaveLength(2)
    for (const rematch of buttons) {
      expect(filled(rematch)).toBe(false)
      expect(rematch.className).toContain('border-primary/30')
      expect(rematch.hasAttribute('disabled')).toBe(false)
    }
  })
})
