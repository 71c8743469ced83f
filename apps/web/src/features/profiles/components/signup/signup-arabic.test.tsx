import { screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { changeLocale } from '../../../../i18n'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { emptyDraft } from '../../hooks/use-signup-draft'
import { BasicInfoStep } from './basic-info-step'
import { DetailsStep } from './details-step'
import { ReviewStep } from './review-step'
import { SignupLayout } from './signup-layout'

const realScrollIntoView = Element.prototype.scrollIntoView
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {}
})
afterAll(() => {
  Element.prototype.scrollIntoView = realScrollIntoView
})
afterEach(async () => {
  await changeLocale('en')
})

describe('the sign-up steps in Arabic', () => {
  it('frames step 1 in Arabic, right to left, with Arabic-Indic digits and Arabic month names', async () => {
    await changeLocale('ar')
    renderWithProviders(
      <SignupLayout step={1} title="إنشاء ملفك الشخصي" onSignOut={vi.fn()}>
        <BasicInfoStep draft={emptyDraft('user-1')} onChange={vi.fn()} serverErrors={{}} onNext={vi.fn()} />
      </SignupLayout>,
      { path: '/signup' },
    )
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByText('الخطوة ١ من ٤')).toBeDefined()
    expect(screen.getByRole('progressbar', { name: 'التقدّم في التسجيل' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeDefined()
    expect(screen.getByLabelText('الاسم')).toBeDefined()
    expect(screen.getByRole('radio', { name: 'أنثى' })).toBeDefined()
    expect(screen.getByRole('option', { name: 'يناير' })).toBeDefined()
    expect(screen.getByRole('option', { name: '٣١' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'التالي' })).toBeDefined()
  })

  it("words the marital status in Arabic, agreeing with the member's sex, on step 2 and the review", async () => {
    await changeLocale('ar')
    const draft = { ...emptyDraft('user-1'), sex: 'female' as const, maritalStatus: 'Never Married' as const }
    const details = renderWithProviders(
      <DetailsStep draft={draft} onChange={vi.fn()} serverErrors={{}} onBack={vi.fn()} onNext={vi.fn()} />,
      { path: '/signup/details' },
    )
    expect(screen.getByRole('option', { name: 'عزباء' })).toBeDefined()
    expect(screen.getByRole('option', { name: 'متزوّجة' })).toBeDefined()
    details.unmount()

    renderWithProviders(
      <ReviewStep
        draft={draft}
        pictures={[]}
        serverErrors={{}}
        onServerErrors={vi.fn()}
        onBack={vi.fn()}
        onFinished={vi.fn()}
        onSessionLost={vi.fn()}
      />,
      {
        path: '/signup/review',
      },
    )
    expect(screen.getByText('عزباء')).toBeDefined()
    expect(screen.queryByText('Never Married')).toBeNull()
  })

  it('keeps the English step names and texts in English', () => {
    renderWithProviders(
      <SignupLayout step={2} title="About you" onSignOut={vi.fn()}>
        <p>step</p>
      </SignupLayout>,
      { path: '/signup/details' },
    )
    expect(document.documentElement.dir).not.toBe('rtl')
    expect(screen.getByText('Step 2 of 4')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeDefined()
  })
})
