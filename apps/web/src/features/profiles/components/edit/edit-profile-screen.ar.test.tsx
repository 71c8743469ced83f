import { citySearchResultSchema, ownProfileSchema, siteConfigSchema } from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../../i18n'
import { answer, api } from '../../../../testing/api-answers'
import { buildPublicProfile } from '../../../../testing/factories'
import { server } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { EditProfileScreen } from './edit-profile-screen'

function ownProfile() {
  const {
    pictures: _p,
    isDemo: _d,
    ...profile
  } = buildPublicProfile({
    name: 'Maryam',
    location: { country: 'Egypt', city: 'Cairo' },
    nationality: ['Egypt'],
    maritalStatus: 'Never Married',
    height: 165,
  })
  return ownProfileSchema.parse({
    ...profile,
    birthday: '1996-04-02',
    tokenBalance: 10,
    isActive: true,
    pictures: [
      { id: 'p1', url: '/media/p1.webp', thumbnailUrl: '/media/p1-t.webp', position: 0 },
      { id: 'p2', url: '/media/p2.webp', thumbnailUrl: '/media/p2-t.webp', position: 1 },
    ],
  })
}

describe('the edit profile screen in Arabic', () => {
  beforeEach(async () => {
    await changeLocale('ar')
    server.use(
      http.get(api('/profile'), () => answer(ownProfileSchema, ownProfile())),
      http.get(api('/config'), () => answer(siteConfigSchema, { supportEmail: 'help@mithaq.test' })),
      http.get(api('/geo/cities'), () => answer(citySearchResultSchema, { cities: [] })),
    )
  })
  afterEach(() => changeLocale('en'))

  it('names fields, values and countries in Arabic, with Arabic-Indic digits', async () => {
    renderWithProviders(<EditProfileScreen />)

    expect(await screen.findByRole('heading', { name: 'تعديل الملف الشخصي' })).toBeDefined()
    expect(document.documentElement.dir).toBe('rtl')
    expect(await screen.findByRole('img', { name: 'أنت، ١ من ٢ (الرئيسية)' })).toBeDefined()
    expect(screen.getByText('١٦٥ سم', { selector: 'output' })).toBeDefined()
    const marital = screen.getByRole('combobox', { name: 'الحالة الاجتماعية' })
    // She is a woman: the feminine form.
    expect(within(marital).getByRole('option', { name: 'عزباء' })).toBeDefined()
    // The country list and the nationality chip in Arabic; Egypt is still what is saved.
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: 'الدولة' })
    await expect.poll(() => country.selectedOptions[0]?.textContent).toBe('مصر')
    expect(country.value).toBe('Egypt')
    const chosen = screen.getByRole('list', { name: 'الجنسيات المختارة' })
    expect(within(chosen).getByText('مصر')).toBeDefined()
    // Directional arrows of the pictures editor turn with the reading direction.
    const earlier = screen.getByRole('button', { name: 'تقديم الصورة ٢' })
    expect(earlier.querySelector('svg')?.getAttribute('class')).toContain('rtl:-scale-x-100')
  })

  it('finds a nationality by its Arabic name and by the English demonym', async () => {
    renderWithProviders(<EditProfileScreen />)
    const search = await screen.findByRole('combobox', { name: 'الجنسية' })
    await screen.findByText('مصر', { selector: 'li' })

    await userEvent.type(search, 'الأردن')
    expect(await within(screen.getByRole('listbox')).findByRole('option', { name: 'الأردن' })).toBeDefined()
    await userEvent.clear(search)
    await userEvent.type(search, 'Pakistani')
    await userEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: 'باكستان' }))

    const chosen = screen.getByRole('list', { name: 'الجنسيات المختارة' })
    expect(within(chosen).getByText('باكستان')).toBeDefined()
    expect(within(chosen).getByRole('button', { name: 'إزالة باكستان' })).toBeDefined()
  })
})
