import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../i18n'
import { renderWithProviders } from '../../testing/render-with-providers'
import { PrivacyPolicyPage } from './privacy-policy-page'

afterEach(async () => {
  await changeLocale('en')
})

describe('the privacy policy', () => {
  it('is the English text in English, with no translation notice', async () => {
    renderWithProviders(<PrivacyPolicyPage supportEmail="help@mithaq.test" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeDefined()
    expect(screen.getByText('Last updated 28-11-2026')).toBeDefined()
    expect(screen.getByRole('heading', { name: 'Appendix A: Data categories' })).toBeDefined()
    expect(screen.getByRole('rowheader', { name: 'Verification selfie' })).toBeDefined()
    // Faith answers are sensitive data: explicit consent, who sees what, and withdrawal deletes.
    expect(
      screen.getByRole('heading', { name: 'Faith and family answers, with your explicit consent' }),
    ).toBeDefined()
    expect(screen.getByText(/GDPR article 9/).textContent).toMatch(/your answers are then deleted at once/)
    expect(screen.getByRole('link', { name: 'geonames.org' }).getAttribute('href')).toBe(
      'https://www.geonames.org/',
    )
    expect(screen.getAllByRole('link', { name: 'help@mithaq.test' }).length).toBe(4)
    expect(screen.queryByText(/binding/)).toBeNull()
    // Buying tokens: what is recorded, who processes the payment, and the row of the table.
    expect(screen.getByText(/Your card details go to Stripe on its own payment page/)).toBeDefined()
    expect(
      screen.getByText(/processed by Stripe on the web, and by Google Play or the App Store/),
    ).toBeDefined()
    expect(screen.getByRole('rowheader', { name: 'Purchases' })).toBeDefined()
  })

  it('reads in Arabic, right to left, with its structure and the English text named as binding', async () => {
    await changeLocale('ar')
    renderWithProviders(<PrivacyPolicyPage supportEmail="help@mithaq.test" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeDefined()
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByText(/والنص الإنجليزي هو النص المُلزِم/)).toBeDefined()
    expect(screen.getByText(/^آخر تحديث: ٢٨ نوفمبر ٢٠٢٦$/)).toBeDefined()
    expect(screen.getByRole('heading', { level: 2, name: 'الملحق أ: فئات البيانات' })).toBeDefined()
    expect(screen.getByRole('columnheader', { name: 'إلى متى' })).toBeDefined()
    expect(screen.getAllByRole('row')).toHaveLength(14)
    expect(screen.getByText('صورة ذاتية تحقّق منها مشرف').tagName).toBe('STRONG')
    expect(screen.getByRole('heading', { name: 'إجابات الدين والأسرة، بموافقتك الصريحة' })).toBeDefined()
    expect(screen.getAllByRole('link', { name: 'help@mithaq.test' }).length).toBe(4)
  })
})
