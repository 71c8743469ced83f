import { accountLocaleSchema } from '@mithaq/domain'
import { LOCALES } from '@mithaq/i18n'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale, currentLocale } from '../../i18n'
import { rememberSignedIn } from '../../lib/session-hint'
import { answer, answerError, api } from '../../testing/api-answers'
import { server } from '../../testing/msw-server'
import { renderWithProviders } from '../../testing/render-with-providers'
import { LanguagePicker } from './language-picker'

/** The account's side: the languages PUT to /account/locale. */
function accountServer(refuse = false) {
  const saved: string[] = []
  server.use(
    http.put(api('/account/locale'), async ({ request }) => {
      if (refuse) return answerError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
      const body = accountLocaleSchema.parse(await request.json())
      saved.push(body.locale)
      return answer(accountLocaleSchema, body)
    }),
  )
  return saved
}

afterEach(async () => {
  rememberSignedIn(false)
  await changeLocale('en')
})

describe('the language picker', () => {
  it('names each language in itself, marked with its lang, and shows the current one', async () => {
    renderWithProviders(<LanguagePicker />)
    const select = screen.getByRole('combobox', { name: 'Language' })
    expect((select as HTMLSelectElement).value).toBe('en')
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.getAttribute('lang'))).toEqual([...LOCALES])
    expect(screen.getByRole('option', { name: 'العربية' }).getAttribute('lang')).toBe('ar')
    expect(screen.getByRole('option', { name: 'Français' }).getAttribute('lang')).toBe('fr')
  })

  it('switches a visitor at once, on this device only', async () => {
    const saved = accountServer()
    renderWithProviders(<LanguagePicker />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar')
    // The first switch to a language loads its catalogue chunk: slow on a loaded machine.
    await waitFor(() => expect(currentLocale()).toBe('ar'), { timeout: 10_000 })
    expect(document.documentElement.dir).toBe('rtl')
    expect(localStorage.getItem('mithaq.locale')).toBe('ar')
    expect(((await screen.findByRole('combobox', { name: 'اللغة' })) as HTMLSelectElement).value).toBe('ar')
    expect(saved).toEqual([])
  })

  it('saves a signed-in member’s choice on the account, then switches', async () => {
    rememberSignedIn(true)
    const saved = accountServer()
    renderWithProviders(<LanguagePicker />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr')
    await waitFor(() => expect(currentLocale()).toBe('fr'), { timeout: 10_000 })
    expect(saved).toEqual(['fr'])
  })

  it('stays in its language and says so when the account cannot save it', async () => {
    rememberSignedIn(true)
    accountServer(true)
    renderWithProviders(<LanguagePicker />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tr')
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your language could not be saved. Please try again.',
    )
    expect(currentLocale()).toBe('en')
  })
})
