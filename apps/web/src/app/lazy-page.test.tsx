import { render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '../components/ui/error-boundary'
import { changeLocale, currentTranslator, useT } from '../i18n'
import { forgetLoadedTexts } from '../i18n/locale-store'
import { lazyWithTexts } from '../lib/lazy-with-texts'
import { lazyPage } from './lazy-page'

/** A screen that shows a text of the chat's namespace, which is not in the first load. */
function ChatWords() {
  const t = useT()
  return <p>{t('chat.backToMatchesButton')}</p>
}

const pageOf = () => lazyPage(async () => ({ ChatWords }), 'ChatWords', ['chat'])

beforeEach(() => forgetLoadedTexts())
afterAll(() => changeLocale('en'))

describe("a screen's texts come with it (decision 290)", () => {
  it('are not in the first load', () => {
    expect(currentTranslator()('chat.backToMatchesButton')).toBe('chat.backToMatchesButton')
    expect(currentTranslator()('discover.adjustFilters')).toBe('Adjust Filters')
  })

  it('are there when the screen first renders', async () => {
    const Page = pageOf()
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    )
    expect(await screen.findByText('Back to Matches')).toBeDefined()
    expect(screen.queryByText('chat.backToMatchesButton')).toBeNull()
  })

  it('come in the language chosen before the screen was first opened', async () => {
    await changeLocale('fr')
    const Page = pageOf()
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    )
    const french = (await import('@mithaq/i18n/namespaces/fr/chat')).default
    expect(await screen.findByText(french['chat.backToMatchesButton'])).toBeDefined()
    expect(screen.queryByText('Back to Matches')).toBeNull()
  })

  it('follow a change of language once loaded, and a language chosen while they load', async () => {
    const Page = pageOf()
    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    )
    expect(await screen.findByText('Back to Matches')).toBeDefined()
    await changeLocale('ar')
    const arabic = (await import('@mithaq/i18n/namespaces/ar/chat')).default
    view.rerender(
      <Suspense fallback={<p>loading</p>}>
        <Page key="ar" />
      </Suspense>,
    )
    expect(await screen.findByText(arabic['chat.backToMatchesButton'])).toBeDefined()

    // The guardian's texts asked for in Arabic, the language changed before they arrive.
    await forgetLoadedTexts()
    const { loadTexts } = await import('../i18n')
    const loading = loadTexts(['guardian'])
    await changeLocale('tr')
    await loading
    const turkish = (await import('@mithaq/i18n/namespaces/tr/guardian')).default
    expect(currentTranslator()('guardian.confirmed')).toBe(turkish['guardian.confirmed'])
  })
})

describe('a download that fails (decision 610)', () => {
  it('is asked for again, and the screen comes when it arrives', async () => {
    let tries = 0
    const Page = lazyPage(
      async () => {
        tries += 1
        if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module')
        return { ChatWords }
      },
      'ChatWords',
      ['chat'],
    )
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    )
    // The second try comes a second after the first failed.
    expect(await screen.findByText('Back to Matches', {}, { timeout: 3000 })).toBeDefined()
    expect(tries).toBe(2)
  })

  it('leaves the screen as it is when the part is one it can do without', async () => {
    const spoken = vi.spyOn(console, 'error').mockImplementation(() => {})
    const Part = lazyWithTexts(
      (): Promise<{ ChatWords: typeof ChatWords }> => Promise.reject(new TypeError('Failed to fetch')),
      'ChatWords',
      ['chat'],
    )
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      render(
        <main>
          <h1>Discover</h1>
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <Part />
            </Suspense>
          </ErrorBoundary>
        </main>,
      )
      // Every try spent (1 + 2 + 4 s of waits): the part is left out, nothing else changes.
      await vi.advanceTimersByTimeAsync(7000)
      await waitFor(() => expect(spoken).toHaveBeenCalled())
      expect(screen.getByRole('main').textContent).toBe('Discover')
      expect(screen.queryByRole('alert')).toBeNull()
    } finally {
      vi.useRealTimers()
      spoken.mockRestore()
    }
  })
})
