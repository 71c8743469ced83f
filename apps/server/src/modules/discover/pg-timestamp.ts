/**
 * A timestamptz as PostgreSQL prints it, e.g. `2026-11-22 18:25:31.123456+00`: the feed's cursors
 * carry it as text, because a JS Date would round the microseconds and skip or repeat cards.
 */
const PG_TIMESTAMPTZ =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?([+-])(\d{2})(?::(\d{2}))?$/

interface Parts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  micros: number
  offsetHours: number
  offsetMinutes: number
}

function parts(text: string): Parts | undefined {
  const m = PG_TIMESTAMPTZ.exec(text)
  if (!m) return undefined
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[]
  const offsetHours = Number(m[9])
  const offsetMinutes = (m[8] === '-' ? -1 : 1) * (offsetHours * 60 + Number(m[10] ?? 0))
  return {
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
    second: second!,
    micros: Number((m[7] ?? '').padEnd(6, '0')),
    offsetHours,
    offsetMinutes,
  }
}

/** A forged cursor must be refused before the query: a date PostgreSQL cannot read would be a 500. */
export function isPgTimestamp(text: string): boolean {
  const p = parts(text)
  if (!p) return false
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day))
  return (
    p.year >= 1 &&
    date.getUTCMonth() === p.month - 1 &&
    date.getUTCDate() === p.day &&
    p.hour < 24 &&
    p.minute < 60 &&
    p.second < 60 &&
    p.offsetHours <= 15
  )
}

/** Microseconds since 1970, exactly as PostgreSQL orders such times (the fit copy compares them). */
export function pgTimestampMicros(text: string): number {
  const p = parts(text)
  if (!p) throw new Error(`not a PostgreSQL timestamptz: ${text}`)
  const ms = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - p.offsetMinutes * 60_000
  return ms * 1000 + p.micros
}
