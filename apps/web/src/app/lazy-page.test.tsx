import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { changeLocale, currentTranslator, useT } from '../i18n'
import { forgetLoadedTexts } from '../i18n/locale-store'
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
