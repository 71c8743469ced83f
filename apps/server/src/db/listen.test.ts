import { describe, expect, it } from 'vitest'
import { roundTrips } from './listen'

describe('the listening connection’s round trips (decision 600)', () => {
  it('starts one at a time; callers during one share the next, which starts after it', async () => {
    const started: (() => void)[] = []
    const caughtUp = roundTrips(
      () =>
        new Promise<boolean>((resolve) => {
          started.push(() => resolve(true))
        }),
    )
    const first = caughtUp()
    const second = caughtUp()
    const third = caughtUp()
    expect(started).toHaveLength(1)
    started[0]!()
    expect(await first).toBe(true)
    // The next trip starts only once the first has answered: the first began before they asked.
    await new Promise((resolve) => setImmediate(resolve))
    expect(started).toHaveLength(2)
    started[1]!()
    expect(await Promise.all([second, third])).toEqual([true, true])
    expect(started).toHaveLength(2)
  })

  it('answers false when a trip fails: the caller reads the page afresh', async () => {
    const caughtUp = roundTrips(() => Promise.reject(new Error('connection lost')))
    expect(await caughtUp()).toBe(false)
  })
})
