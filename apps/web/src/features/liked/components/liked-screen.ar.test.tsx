import { type LikedTile, likedListSchema } from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../i18n'
import { answer, api } from '../../../testing/api-answers'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { LikedScreen } from './liked-screen'

const tile = (overrides: Partial<LikedTile>): LikedTile => ({
  id: 'profile-1',
  name: 'Maryam',
  sex: 'female',
  age: 30,
  occupation: 'Teacher',
  location: { country: 'Turkey', city: 'Istanbul' },
  picture: null,
  isDemo: false,
  picturesBlurred: false,
  matchId: null,
  passedByMe: false,
  ...overrides,
})

describe('the Liked screen in Arabic', () => {
  beforeEach(async () => {
    await changeLocale('ar')
    const list = (profiles: LikedTile[]) => () =>
      answer(likedListSchema, { profiles, total: profiles.length, nextCursor: null })
    server.use(
      http.get(
        api('/liked/me'),
        list([tile({}), tile({ id: 'profile-2', name: 'هدى', matchId: 'match-1' })]),
      ),
      http.get(api('/liked/mine'), list([])),
      http.get(api('/favorites'), list([])),
    )
  })
  afterEach(() => changeLocale('en'))

  it('titles, tiles and the way to a match read in Arabic, right to left', async () => {
    renderWithProviders(<LikedScreen />)

    expect(screen.getByRole('heading', { name: 'الإعجابات' })).toBeDefined()
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByRole('tablist', { name: 'قوائم الإعجابات' })).toBeDefined()
    const maryam = await screen.findByRole('button', { name: /Maryam، ٣٠/ })
    expect(await within(maryam).findByText('\u2068Istanbul\u2069، تركيا')).toBeDefined()
    expect(within(maryam).getByText('Maryam').tagName).toBe('BDI')
    const huda = screen.getByRole('link', { name: /هدى، ٣٠/ })
    expect(within(huda).getByText('عرض المحادثة')).toBeDefined()
  })
})
