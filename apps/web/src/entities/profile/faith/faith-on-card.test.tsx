import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { FaithOnCard } from './faith-on-card'

describe("a card's faith part", () => {
  it('says up to three shared lines, the shown answers, and why on a tap', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <FaithOnCard
        faith={{ prayer: 'fiveDaily', languages: ['ar', 'en'], sect: 'preferNotToSay' }}
        shared={[
          { field: 'prayer', value: 'fiveDaily' },
          { field: 'marriageTimeline', value: 'withinYear' },
          { field: 'languages', value: 'ar' },
          { field: 'smoking', value: 'no' },
        ]}
        why={{ mutualMusts: true, sharedWishes: 2 }}
      />,
    )
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(lines).toEqual([
      'Both pray five times a day',
      'Both hope to marry within a year',
      'Both speak Arabic',
    ])
    expect(screen.getByText('Prays five times a day')).toBeDefined()
    expect(screen.getByText('Arabic, English')).toBeDefined()
    // 'Prefer not to say' is no answer to show.
    expect(screen.queryByText('Sect')).toBeNull()
    expect(screen.queryByText(/You meet each other’s musts/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Why you see this profile' }))
    expect(
      screen.getByText('You meet each other’s musts and share 2 wishes, so this profile comes early.'),
    ).toBeDefined()
  })
})
