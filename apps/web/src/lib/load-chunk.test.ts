import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_ATTEMPTS, loadChunk } from './load-chunk'

const failedDownload = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js')

describe('loadChunk', () => {
  let onLine: boolean
  beforeEach(() => {
    vi.useFakeTimers()
    onLine = true
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('downloads once when the first try works', async () => {
    const load = vi.fn().mockResolvedValue('module')
    await expect(loadChunk(load)).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again once the network is back when a download failed while it was away', async () => {
    onLine = false
    const load = vi.fn().mockRejectedValueOnce(failedDownload()).mockResolvedValue('module')
    const loading = loadChunk(load)
    // Offline from the start: nothing is asked until the browser is online.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(load).not.toHaveBeenCalled()
    onLine = true
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(1)

    // It failed (the network dropped again meanwhile): the next try waits for it to come back.
    onLine = false
    await vi.advanceTimersByTimeAsync(5000)
    expect(load).toHaveBeenCalledTimes(1)
    onLine = true
    window.dispatchEvent(new Event('online'))
    await expect(loading).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('gives up after its tries, with the last failure, a few seconds later', async () => {
    const load = vi.fn().mockImplementation(() => Promise.reject(failedDownload()))
    const loading = loadChunk(load)
    const outcome = loading.then(
      () => 'loaded',
      (error: Error) => error.message,
    )
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000)
    await expect(outcome).resolves.toBe('Failed to fetch dynamically imported module: /assets/x.js')
    expect(load).toHaveBeenCalledTimes(CHUNK_ATTEMPTS)
  })
})
