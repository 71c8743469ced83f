import { describe, expect, it } from 'vitest'
import { isPgTimestamp, pgTimestampMicros } from './pg-timestamp'

describe('pgTimestampMicros', () => {
  it('reads a cursor time as PostgreSQL printed it, to the microsecond and with its offset', () => {
    const base = Date.UTC(2026, 10, 22, 18, 25, 31) * 1000
    expect(pgTimestampMicros('2026-11-22 18:25:31+00')).toBe(base)
    expect(pgTimestampMicros('2026-11-22 18:25:31.123456+00')).toBe(base + 123_456)
    expect(pgTimestampMicros('2026-11-22 18:25:31.5+00')).toBe(base + 500_000)
    expect(pgTimestampMicros('2026-11-22 20:25:31.000001+02')).toBe(base + 1)
    expect(pgTimestampMicros('2026-11-22 13:55:31-04:30')).toBe(base)
    expect(() => pgTimestampMicros('yesterday')).toThrow()
  })
})

describe('isPgTimestamp', () => {
  it('accepts what PostgreSQL prints and refuses what it could not read', () => {
    expect(isPgTimestamp('2026-11-22 18:25:31.123456+00')).toBe(true)
    expect(isPgTimestamp('2026-11-22 13:55:31-04:30')).toBe(true)
    expect(isPgTimestamp('2026-02-30 18:25:31+00')).toBe(false)
    expect(isPgTimestamp('2026-11-22 24:00:00+00')).toBe(false)
    expect(isPgTimestamp('2026-11-22 18:25:31+16')).toBe(false)
    expect(isPgTimestamp('2026-11-22T18:25:31Z')).toBe(false)
  })
})
