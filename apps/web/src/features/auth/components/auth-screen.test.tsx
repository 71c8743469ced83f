import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../i18n'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { AuthScreen } from './auth-screen'
import { RestrictedNotice } from './restricted-notice'

afterEach(async () => {
  await changeLocale('en')
})

describe('the auth screen in Arabic', () => {
  it('names its tabs, fields and buttons in Arabic, right to left, the way back pointing right', async () => {
    await changeLocale('ar')
    renderWithProviders(<AuthScreen />, { path: '/auth' })
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByRole('heading', { name: 'أهلًا بك في ميثاق' })).toBeDefined()
    expect(screen.getByRole('tab', { name: 'تسجيل الدخول' })).toBeDefined()
    expect(screen.getByRole('tab', { name: 'إنشاء حساب' })).toBeDefined()
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeDefined()
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeDefined()
    const back = screen.getByRole('link', { name: 'العودة إلى الرئيسية' })
    expect(back.querySelector('svg')?.getAttribute('class')).toContain('rtl:-scale-x-100')
  })

  it('words a suspension with the date in Arabic and keeps the moderator’s reason in its own direction', async () => {
    await changeLocale('ar')
    renderWithProviders(
      <RestrictedNotice
        restriction={{
          kind: 'suspended',
          until: '2026-12-01T10:00:00.000Z',
          reason: 'Rude messages',
          appeal: null,
          appealToken: null,
        }}
      />,
    )
    expect(screen.getByRole('heading', { name: 'حسابك موقوف' })).toBeDefined()
    expect(screen.getByText(/أوقف أحد المشرفين حسابك حتى .*٢٠٢٦/)).toBeDefined()
    expect(screen.getByText('Rude messages').getAttribute('dir')).toBe('auto')
  })
})
