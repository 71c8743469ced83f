/** Where the server reads the time, so tests can travel (timers, refunds, weekly grants). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock tests move by hand. */
export function createTestClock(start = new Date()) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    set: (date: Date) => {
      current = date.getTime()
    },
    advance: (ms: number) => {
      current += ms
    },
  }
}
