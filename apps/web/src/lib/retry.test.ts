import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import { isRefusal, isTransient, withRetry } from './retry'

const network = new ApiError(0, 'NETWORK', 'We could not reach Mithaq.')
const serverTrouble = new ApiError(503, 'SERVICE_UNAVAILABLE', 'Busy')
const refused = new ApiError(409, 'CONFLICT', 'Profile already exists')

describe('isTransient', () => {
  it('counts no answer, a timeout and the server’s trouble as worth asking again', () => {
    expect(
      [network, new ApiError(408, 'INTERNAL', 't'), serverTrouble, new TypeError('x')].map(isTransient),
    ).toEqual([true, true, true, true])
  })

  it('counts a refusal as final, and isRefusal as its opposite for API answers', () => {
    expect(isTransient(refused)).toBe(false)
    expect(isTransient(new ApiError(429, 'RATE_LIMITED', 'Slow down'))).toBe(false)
    expect([refused, network, serverTrouble, new TypeError('x')].map(isRefusal)).toEqual([
      true,
      false,
      false,
      false,
    ])
  })
})

describe('withRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('tries again after doubling waits and answers the first success', async () => {
    const task = vi
      .fn()
      .mockRejectedValueOnce(network)
      .mockRejectedValueOnce(serverTrouble)
      .mockResolvedValue('made')
    const waits: number[] = []
    const result = withRetry(task, { attempts: 3, delayMs: 2000, onRetry: (_, ms) => waits.push(ms) })
    await vi.advanceTimersByTimeAsync(1999)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(4000)
    await expect(result).resolves.toBe('made')
    expect(task).toHaveBeenCalledTimes(3)
    expect(waits).toEqual([2000, 4000])
  })

  it('caps the wait at maxDelayMs', async () => {
    const task = vi.fn().mockRejectedValue(network)
    const waits: number[] = []
    const result = withRetry(task, {
      attempts: 4,
      delayMs: 1000,
      maxDelayMs: 3000,
      onRetry: (_, ms) => waits.push(ms),
    })
    const settled = expect(result).rejects.toBe(network)
    await vi.runAllTimersAsync()
    await settled
    expect(waits).toEqual([1000, 2000, 3000])
    expect(task).toHaveBeenCalledTimes(4)
  })

  it('throws a refusal at once without trying again', async () => {
    const task = vi.fn().mockRejectedValue(refused)
    await expect(withRetry(task, { attempts: 3, delayMs: 10 })).rejects.toBe(refused)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('throws the last failure when the attempts are spent', async () => {
    const task = vi.fn().mockRejectedValueOnce(network).mockRejectedValue(serverTrouble)
    const result = withRetry(task, { attempts: 2, delayMs: 10 })
    const settled = expect(result).rejects.toBe(serverTrouble)
    await vi.runAllTimersAsync()
    await settled
    expect(task).toHaveBeenCalledTimes(2)
  })

  it('stops waiting and trying when its signal aborts', async () => {
    const controller = new AbortController()
    const task = vi.fn().mockRejectedValue(network)
    const result = withRetry(task, { attempts: 3, delayMs: 5000, signal: controller.signal })
    const settled = expect(result).rejects.toBe(network)
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    await settled
    expect(task).toHaveBeenCalledTimes(1)
  })
})
