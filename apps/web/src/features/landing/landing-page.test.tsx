import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../i18n'
import { renderWithProviders } from '../../testing/render-with-providers'
import { LandingPage } from './landing-page'

afterEach(async () => {
  await changeLocale('en')
})

describe('the landing page', () => {
  it('speaks English by default, with the specification’s texts', () => {
    renderWithProviders(<LandingPage />)
    expect(
      screen.getByRole('heading', {
        name: 'The Zero-Ghosting Muslim Marriage App Platform. Never Be Left on Read.',
      }),
    ).toBeDefined()
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeDefined()
  })

  it('renders in Arabic, right to left, with the year in Arabic-Indic digits', async () => {
    await changeLocale('ar')
    renderWithProviders(<LandingPage />)
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')
    expect(screen.getByRole('link', { name: 'لنبدأ' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'لديك حساب بالفعل؟' })).toBeDefined()
    expect(screen.getByRole('region', { name: 'لماذا ميثاق' })).toBeDefined()
    expect(screen.getByText(/^© [٠-٩]{4} ميثاق/)).toBeDefined()
  })

  it('offers every language as a plain link the server answers, the current one marked', async () => {
    await changeLocale('fr')
    renderWithProviders(<LandingPage />)
    const nav = screen.getByRole('navigation', { name: 'Langue' })
    const links = [...nav.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/?lang=en',
      '/?lang=ar',
      '/?lang=ur',
      '/?lang=fr',
      '/?lang=id',
      '/?lang=tr',
    ])
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('lang')).toBe('ar')
    expect(screen.getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBe('true')
  })
})
