import { act, screen } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../testing/render-with-providers'
import { TOAST_MS, Toasts } from './toasts'

// A toast often comes with a move to another screen that a slow phone takes seconds to show:
// it stays twice sonner's 4 s, so the member can still read it there (decision 182).
describe('the toast area', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps a toast on screen for eight seconds, then lets it go', async () => {
    renderWithProviders(<Toasts />, { path: '/app/profiles' })
    // The toaster's own code loads once, lazily: wait for its area before freezing the clock.
    await screen.findByRole('region', { name: /Notifications/ })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    act(() => {
      toast.success('Rematch Successful')
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100)
    })
    expect(screen.getByText('Rematch Successful')).toBeDefined()

    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_000)
    })
    expect(screen.getByText('Rematch Successful')).toBeDefined()

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_MS)
    })
    expect(screen.queryByText('Rematch Successful')).toBeNull()
  })
})
