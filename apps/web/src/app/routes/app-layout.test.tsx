import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { changeLocale } from '../../i18n'
import { renderWithProviders } from '../../testing/render-with-providers'
import { pageTitle } from '../page-title'
import { AppLayout } from './app-layout'

// jsdom has no media queries: a phone.
const realMatchMedia = window.matchMedia
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
})
afterAll(() => {
  window.matchMedia = realMatchMedia
})

afterEach(async () => {
  await changeLocale('en')
})

const layout = () => (
  <Routes>
    <Route path="/app" element={<AppLayout bell={<span />} />}>
      <Route path="profiles" element={<p>discover</p>} />
    </Route>
  </Routes>
)

describe('the app shell in Arabic', () => {
  it('names the tabs in Arabic, in the same order (the layout mirrors them), right to left', async () => {
    await changeLocale('ar')
    renderWithProviders(layout(), { path: '/app/profiles' })
    expect(document.documentElement.dir).toBe('rtl')
    const [rail, bar] = screen.getAllByRole('navigation', { name: 'القائمة الرئيسية' })
    for (const nav of [rail, bar]) {
      expect(
        within(nav!)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['الملفات', 'الإعجابات', 'التوافقات', 'الحساب'])
    }
    expect(screen.getAllByRole('link', { name: 'ميثاق، استكشاف الملفات الشخصية' }).length).toBeGreaterThan(0)
  })

  it('titles pages in the current language', async () => {
    expect(pageTitle('/app/liked')).toBe('Liked · Mithaq')
    expect(pageTitle('/signup/details')).toBe('Sign Up, Step 2 of 4: About you · Mithaq')
    expect(pageTitle('/nowhere')).toBe('Page Not Found · Mithaq')
    await changeLocale('ar')
    expect(pageTitle('/app/liked')).toBe('الإعجابات · ميثاق')
    expect(pageTitle('/signup/details')).toBe('إنشاء حساب، الخطوة ٢ من ٤: عنك · ميثاق')
    expect(pageTitle('/')).toBe('ميثاق · زواج إسلامي بلا تجاهل')
  })
})

describe('the first screen of a page load', () => {
  it('appears without the fade (decision 580); the next screen fades in', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <Routes>
        <Route path="/app" element={<AppLayout bell={<span />} />}>
          <Route path="profiles" element={<p>discover</p>} />
          <Route path="liked" element={<p>liked</p>} />
        </Route>
      </Routes>,
      { path: '/app/profiles' },
    )
    expect(screen.getByRole('main').className).not.toContain('page-fade')

    const [tab] = screen.getAllByRole('link', { name: 'Liked' })
    await user.click(tab!)
    expect(await screen.findByText('liked')).toBeDefined()
    expect(screen.getByRole('main').className).toContain('page-fade')
  })
})
