import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../i18n'
import { renderWithProviders } from '../../testing/render-with-providers'
import { TermsPage } from './terms-page'

afterEach(async () => {
  await changeLocale('en')
})

/** The Terms say what buying tokens is: what is bought, when it is refunded, who processes it. */
describe('the Terms on bought tokens', () => {
  it('in English: a right to use tokens, not money; refunds take the tokens back; Stripe, Apple and Google', async () => {
    renderWithProviders(<TermsPage supportEmail="help@mithaq.test" />)
    expect(await screen.findByRole('heading', { level: 2, name: 'Tokens' })).toBeDefined()
    const buying = screen.getByText(/^You may buy tokens in packs\./)
    expect(buying.textContent).toMatch(
      /right to use tokens inside Mithaq: not money, not a deposit, and with no cash value/,
    )
    expect(buying.textContent).toMatch(
      /processed by Stripe; in the Android and iOS apps by Google Play or the App Store/,
    )
    const refunds = screen.getByText(/^Bought tokens can be used as soon as they are added/)
    expect(refunds.textContent).toMatch(
      /its tokens are taken back: if you have already used them, your balance may go below zero/,
    )
  })

  it('in Urdu: the same section, right to left, naming the processors', async () => {
    await changeLocale('ur')
    renderWithProviders(<TermsPage supportEmail="help@mithaq.test" />)
    const buying = await screen.findByText(/^آپ ٹوکن پیک کی صورت میں خرید سکتے ہیں/)
    expect(document.documentElement.dir).toBe('rtl')
    expect(buying.textContent).toMatch(/پیسہ نہیں/)
    expect(buying.textContent).toMatch(/Stripe/)
    expect(screen.getByText(/چارج بیک/)).toBeDefined()
  })
})
