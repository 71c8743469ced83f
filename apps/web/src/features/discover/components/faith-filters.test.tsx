import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { FaithFilters } from './faith-filters'

describe("Discover's faith filters", () => {
  it('sets a must and a wish per field', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { rerender } = renderWithProviders(<FaithFilters value={{}} onChange={onChange} />)
    await user.click(screen.getByText('Faith and family'))
    expect(screen.queryByRole('radio', { name: 'Must' })).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Prays five times a day' }))
    expect(onChange).toHaveBeenLastCalledWith({ prayer: { values: ['fiveDaily'], must: false } })

    rerender(<FaithFilters value={{ prayer: { values: ['fiveDaily'], must: false } }} onChange={onChange} />)
    expect(screen.getByRole('radio', { name: 'Wish' })).toHaveProperty('checked', true)
    await user.click(screen.getByRole('radio', { name: 'Must' }))
    expect(onChange).toHaveBeenLastCalledWith({ prayer: { values: ['fiveDaily'], must: true } })

    // Unticking the last value removes the field's filter.
    await user.click(screen.getByRole('checkbox', { name: 'Prays five times a day' }))
    expect(onChange).toHaveBeenLastCalledWith({})
  })

  it('offers a man the covering filter and a woman the beard filter, never the other', async () => {
    const user = userEvent.setup()
    const { rerender } = renderWithProviders(<FaithFilters value={{}} onChange={vi.fn()} viewerSex="male" />)
    await user.click(screen.getByText('Faith and family'))
    expect(screen.getByRole('group', { name: 'Covering' })).toBeDefined()
    expect(screen.queryByRole('group', { name: 'Beard' })).toBeNull()

    rerender(<FaithFilters value={{}} onChange={vi.fn()} viewerSex="female" />)
    expect(screen.getByRole('group', { name: 'Beard' })).toBeDefined()
    expect(screen.queryByRole('group', { name: 'Covering' })).toBeNull()
  })
})
