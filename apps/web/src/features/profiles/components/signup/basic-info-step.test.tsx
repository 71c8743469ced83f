import { englishTranslator } from '@mithaq/domain'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { emptyDraft, type SignupDraft } from '../../hooks/use-signup-draft'
import { BasicInfoStep } from './basic-info-step'

const english = englishTranslator()

function Step({ initial, onNext }: { initial: SignupDraft; onNext: () => void }) {
  const [draft, setDraft] = useState(initial)
  return (
    <BasicInfoStep
      draft={draft}
      onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      serverErrors={{}}
      onNext={onNext}
    />
  )
}

// jsdom has no layout, so no scrollIntoView; the first invalid field scrolls into view.
const realScrollIntoView = Element.prototype.scrollIntoView
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {}
})
afterAll(() => {
  Element.prototype.scrollIntoView = realScrollIntoView
})

describe('sign-up step 1, submitted empty', () => {
  it('names every missing field once, under the form, and each field says its own problem in place', async () => {
    const onNext = vi.fn()
    renderWithProviders(<Step initial={emptyDraft('user-1')} onNext={onNext} />)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    const summary = 'Please fill in your name, gender, birthday and location to continue'
    expect(screen.getByRole('status').textContent).toBe(summary)
    expect(screen.getAllByText(summary)).toHaveLength(1)
    // In place, once each; the location message does not claim detection is the only way.
    for (const message of [
      english('notices.nameRequired'),
      english('notices.sexRequired'),
      english('notices.birthdayRequired'),
      'Please detect your location or choose your country and city',
    ]) {
      expect(screen.getAllByText(message)).toHaveLength(1)
    }
    expect(screen.queryByText(/Location detection is required/)).toBeNull()
    expect(onNext).not.toHaveBeenCalled()
  })

  it('names only what is still missing', async () => {
    renderWithProviders(
      <Step initial={{ ...emptyDraft('user-1'), name: 'Amina', sex: 'female' }} onNext={vi.fn()} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('status').textContent).toBe(
      'Please fill in your birthday and location to continue',
    )
  })

  it('offers the country and city picker without a detection first', async () => {
    renderWithProviders(<Step initial={emptyDraft('user-1')} onNext={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Choose by Hand' }))
    expect(screen.getByLabelText('Country')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getAllByText(english('notices.locationChooseByHand'))).toHaveLength(1)
  })
})
