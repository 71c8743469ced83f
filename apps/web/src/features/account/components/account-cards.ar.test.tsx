import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../i18n'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { AccountManagementCard } from './account-management-card'
import { YourDataCard } from './your-data-card'

beforeAll(() => changeLocale('ar'))
afterAll(() => changeLocale('en'))

describe('the account cards in Arabic', () => {
  it('offer deactivating, deleting and your data in Arabic, each confirmed in Arabic', async () => {
    renderWithProviders(
      <>
        <AccountManagementCard onSessionEnded={() => {}} />
        <YourDataCard />
      </>,
    )
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByRole('heading', { name: 'إدارة الحساب' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'تنزيل بياناتي' })).toBeDefined()

    await userEvent.click(screen.getByRole('button', { name: 'حذف حسابي' }))
    const dialog = await screen
      .findByRole('alertdialog', { name: 'حذف حسابك؟' })
      .catch(() => screen.findByRole('dialog', { name: 'حذف حسابك؟' }))
    expect(dialog.textContent).toContain('يُمحى ملفك الشخصي وصورك.')
    expect(screen.getByRole('button', { name: 'حذف نهائي' })).toBeDefined()
  })
})
