import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../testing/render-with-providers'
import { LOADING_SHOWN_AFTER_MS, LoadingIndicator } from './loading-indicator'

describe('a wait', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('on the whole screen shows nothing that moves for its first moments, then the spinner and its words (decision 580)', () => {
    const { container } = renderWithProviders(<LoadingIndicator fullScreen />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    expect(container.querySelector('.animate-spin')).toBeNull()

    act(() => vi.advanceTimersByTime(LOADING_SHOWN_AFTER_MS - 1))
    expect(status.textContent).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(status.textContent).toBe('Loading...')
    expect(container.querySelector('.animate-spin')).not.toBeNull()
  })

  it('inside a screen shows at once', () => {
    renderWithProviders(<LoadingIndicator message="Loading profiles..." />)
    expect(screen.getByRole('status').textContent).toBe('Loading profiles...')
  })
})
