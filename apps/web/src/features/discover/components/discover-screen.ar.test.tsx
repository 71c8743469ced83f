import {
  DEFAULT_DISCOVER_FILTERS,
  type DiscoverCard,
  discoverFiltersSchema,
  discoverPageSchema,
  likeResultSchema,
  passResultSchema,
  walletSchema,
} from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../i18n'
import { answer, api } from '../../../testing/api-answers'
import { buildDiscoverCard, buildWallet } from '../../../testing/factories'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { DiscoverScreen } from './discover-screen'

function discoverServer(cards: DiscoverCard[]) {
  const decided: { kind: 'like' | 'pass'; id: string }[] = []
  server.use(
    http.get(api('/discover'), () => answer(discoverPageSchema, { profiles: cards, nextCursor: null })),
    http.get(api('/discover/filters'), () => answer(discoverFiltersSchema, DEFAULT_DISCOVER_FILTERS)),
    http.get(api('/wallet'), () => answer(walletSchema, buildWallet())),
    http.post(api('/profiles/:id/like'), ({ params }) => {
      decided.push({ kind: 'like', id: String(params.id) })
      return answer(likeResultSchema, { status: 'liked' })
    }),
    http.post(api('/profiles/:id/pass'), ({ params }) => {
      decided.push({ kind: 'pass', id: String(params.id) })
      return answer(passResultSchema, { status: 'passed' })
    }),
  )
  return decided
}

describe('the Discover screen in Arabic', () => {
  beforeEach(() => changeLocale('ar'))
  afterEach(() => changeLocale('en'))

  it('reads right to left, with Arabic words, Arabic-Indic digits and the country in Arabic', async () => {
    const maryam = buildDiscoverCard({
      name: 'Maryam',
      age: 29,
      height: 165,
      location: { country: 'Egypt', city: 'Cairo' },
      nationality: ['Egypt', 'Jordan'],
      maritalStatus: 'Divorced',
    })
    discoverServer([maryam])
    renderWithProviders(<DiscoverScreen />)

    const card = await screen.findByRole('group', { name: 'Maryam، ٢٩' })
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByRole('button', { name: 'إعجاب بـMaryam' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'تجاوز Maryam' })).toBeDefined()
    expect(within(card).getByText('١٦٥ سم')).toBeDefined()
    expect(within(card).getByText('مطلّقة')).toBeDefined()
    // The country names of the language arrive in a chunk of their own; then the card uses them.
    expect(await within(card).findByText('\u2068Cairo\u2069، مصر')).toBeDefined()
    expect(within(card).getByText('مصر، الأردن')).toBeDefined()
    // What the member wrote reads in its own direction.
    expect(within(card).getByText(maryam.aboutMe).getAttribute('dir')).toBe('auto')
  })

  it('mirrors the arrow keys: ArrowRight passes and ArrowLeft likes, as Pass and Like stand', async () => {
    const [maryam, huda, amina] = [
      buildDiscoverCard({ name: 'Maryam' }),
      buildDiscoverCard({ name: 'Huda' }),
      buildDiscoverCard({ name: 'Amina' }),
    ]
    const decided = discoverServer([maryam, huda, amina])
    renderWithProviders(<DiscoverScreen />)

    await screen.findByRole('group', { name: /^Maryam، / })
    expect(screen.getByRole('button', { name: 'إعجاب بـMaryam' }).getAttribute('aria-keyshortcuts')).toBe(
      'ArrowLeft',
    )
    await userEvent.keyboard('{ArrowRight}')
    await screen.findByRole('group', { name: /^Huda، / })
    expect(await screen.findByRole('button', { name: 'التراجع عن تجاوز Maryam' })).toBeDefined()
    await expect.poll(() => decided).toEqual([{ kind: 'pass', id: maryam.id }])

    // The lock between two cards (250 ms) passes before the next key counts.
    await expect
      .poll(() => screen.getByRole('button', { name: 'إعجاب بـHuda' }).getAttribute('aria-disabled'))
      .toBe('false')
    await userEvent.keyboard('{ArrowLeft}')
    await screen.findByRole('group', { name: /^Amina، / })
    await expect.poll(() => decided.at(-1)).toEqual({ kind: 'like', id: huda.id })
  })
})
