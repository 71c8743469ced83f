import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { expect } from 'vitest'
import type { z } from 'zod'
import type { Db } from '../db/client'
import { TEST_ORIGIN } from './build-test-app'

/**
 * A schema-driven fuzzer for one route: the route's own zod schemas (params, query, body) name
 * the fields, a valid example gives each field a good value, and every case breaks some of them
 * (wrong types, huge strings, NUL and other control characters, invisible text, dates and
 * numbers out of range, JSON nested thousands deep) or breaks the request itself (wrong
 * content type, broken JSON). Each case must answer below 500, and a refused case must leave
 * every table as it was.
 */
export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** With `:id` where the path takes one. */
  path: string
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  /** Values that pass the schemas (and usually the route): the fuzzer starts from these. A function is read when the cases are made. */
  valid?: FuzzValid | (() => FuzzValid)
  /** Multipart routes: no JSON body is ever right, only the broken-request cases apply. */
  multipart?: boolean
}

export interface FuzzValid {
  id?: string
  query?: Record<string, unknown>
  body?: unknown
}

export interface FuzzCase {
  url: string
  payload?: string
  contentType?: string
  label: string
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\r\n', '\t']
const INVISIBLE = ['\u200b', '\u200d', '\u3164', '\u115f', '\u1160', '\u2800', '\ufeff', '\u202e', '\u2066']
const SPECIAL = [...CONTROL, ...INVISIBLE, '\ud800', '%00', "'", '"', '\\', '../', '<script>', 'a', 'é', '😀']

/** Nested arrays or objects `depth` levels deep, as a JSON text (JSON.stringify would recurse). */
export const deepJson = (depth: number, kind: 'array' | 'object' = 'array') =>
  kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

const hostileString = fc.oneof(
  fc.string({ unit: fc.constantFrom(...SPECIAL), maxLength: 20 }),
  fc.constantFrom(...CONTROL, ...INVISIBLE).map((c) => `Amina${c}`),
  fc.constantFrom(...INVISIBLE).map((c) => c.repeat(12)),
  fc.constantFrom(
    '',
    ' ',
    '+05:99',
    '2026-13-45T99:99:99+05:99',
    '2026-11-23T10:00:00.000+05:99',
    '99999-01-01T00:00:00Z',
    '-infinity',
    'NaN',
    '1e309',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'x'.repeat(5_000),
    'é'.repeat(60_000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
)

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -0, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** A JSON value that is not what a field expects, or is, but at its edges. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 8 }) },
  { weight: 1, arbitrary: fc.array(fc.constant('Egypt'), { minLength: 50, maxLength: 200 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom({ __proto__: { admin: true } }, { constructor: { prototype: {} } }),
  },
)

/** A marker that the field is replaced by JSON nested `depth` deep; spliced into the text below. */
const DEEP = '__deep__'

function shapeOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return []
  const s = schema as unknown as {
    shape?: Record<string, unknown>
    def?: { in?: z.ZodType; innerType?: z.ZodType }
  }
  if (s.shape) return Object.keys(s.shape)
  if (s.def?.in) return shapeOf(s.def.in)
  if (s.def?.innerType) return shapeOf(s.def.innerType)
  return []
}

/** Some fields of `valid` replaced, some removed, maybe one extra: the field names come from the schema. */
function mutatedObject(schema: z.ZodType | undefined, valid: unknown): fc.Arbitrary<Record<string, unknown>> {
  const base = (valid && typeof valid === 'object' ? valid : {}) as Record<string, unknown>
  const keys = [...new Set([...shapeOf(schema), ...Object.keys(base)])]
  const perKey = Object.fromEntries(
    keys.map((k) => [
      k,
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(base[k]) },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 4, arbitrary: hostileValue },
        { weight: 1, arbitrary: fc.constant(DEEP) },
      ),
    ]),
  )
  return fc
    .tuple(fc.record(perKey), fc.option(fc.tuple(hostileString, hostileValue), { nil: undefined }))
    .map(([record, extra]) => {
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(record)) if (v !== undefined) out[k] = v
      if (extra && extra[0] !== '') out[extra[0]] = extra[1]
      return out
    })
}

const jsonText = (value: unknown) =>
  JSON.stringify(value).replaceAll(JSON.stringify(DEEP), () => deepJson(5_000, 'array'))

const brokenBody = fc.oneof(
  fc.record({
    label: fc.constant('deep JSON array'),
    payload: fc.integer({ min: 1_000, max: 6_000 }).map((d) => deepJson(d, 'array')),
    contentType: fc.constant('application/json'),
  }),
  fc.record({
    label: fc.constant('deep JSON object'),
    payload: fc.integer({ min: 1_000, max: 6_000 }).map((d) => deepJson(d, 'object')),
    contentType: fc.constant('application/json'),
  }),
  fc.record({
    label: fc.constant('broken JSON'),
    payload: fc.constantFrom('{', '{"a":', 'nul', '\u0000', '{"a":"\u0000"}', '[1,]', '"\ud800"', '{"a":1}{'),
    contentType: fc.constant('application/json'),
  }),
  fc.record({
    label: fc.constant('wrong content type'),
    payload: fc.constantFrom(
      '{"name":"x"}',
      'a=1&b=2',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      '',
    ),
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'image/png',
    ),
  }),
)

/** encodeURIComponent, with lone surrogates (which it refuses) sent as invalid UTF-8 instead. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text)
  } catch {
    return text
      .split(/([\ud800-\udfff])/)
      .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
      .join('')
  }
}

const encodeQuery = (query: Record<string, unknown>) =>
  Object.entries(query)
    .flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map(
        (item) => `${encode(k)}=${encode(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`,
      ),
    )
    .join('&')

/** The cases for one route, as a fast-check arbitrary. */
export function fuzzCases(route: FuzzRoute): fc.Arbitrary<FuzzCase> {
  const valid = typeof route.valid === 'function' ? route.valid() : route.valid
  const idArb = fc.oneof(
    { weight: 2, arbitrary: fc.constant(encode(valid?.id ?? 'x')) },
    { weight: 3, arbitrary: hostileString.filter((s) => s.length > 0).map((s) => encode(s).slice(0, 6_000)) },
    // Percent sequences that decode to nothing valid.
    { weight: 1, arbitrary: fc.constantFrom('%FF', '%ED%A0%80', '%00', '%', '%2e%2e%2f', '%C0%AF') },
  )
  const pathArb = route.path.includes(':id')
    ? idArb.map((id) => route.path.replace(':id', id))
    : fc.constant(route.path)
  // Routes without a query schema still get unknown parameters.
  const queryArb = mutatedObject(route.query, valid?.query).map(encodeQuery)
  const urlArb = fc.tuple(pathArb, queryArb).map(([p, q]) => (q ? `${p}?${q}` : p))
  const takesBody = route.method !== 'GET'
  if (!takesBody) return urlArb.map((url) => ({ url, label: 'query and params' }))
  const jsonBody = route.multipart
    ? brokenBody
    : fc.oneof(
        {
          weight: 6,
          arbitrary: mutatedObject(route.body, valid?.body).map((b) => ({
            label: 'fields',
            payload: jsonText(b),
            contentType: 'application/json',
          })),
        },
        {
          weight: 1,
          arbitrary: hostileValue.map((b) => ({
            label: 'whole body',
            payload: jsonText(b),
            contentType: 'application/json',
          })),
        },
        { weight: 3, arbitrary: brokenBody },
      )
  return fc.tuple(urlArb, jsonBody).map(([url, b]) => ({ url, ...b }))
}

const fingerprintSql = new WeakMap<Db, string>()

/** Every table's rows, hashed, except the counters that are meant to move on a refusal. */
export async function tableFingerprint(db: Db): Promise<Record<string, string>> {
  let query = fingerprintSql.get(db)
  if (!query) {
    // The catalog is read once per database: information_schema is slow, the tables do not change.
    const { rows } = (await db.execute(
      "select tablename from pg_tables where schemaname = 'public' and tablename not in ('rate_limit_counters', 'sessions', '__drizzle_migrations') order by 1",
    )) as unknown as { rows: { tablename: string }[] }
    query = rows
      .map(
        (r) =>
          `select '${r.tablename}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${r.tablename}" x`,
      )
      .join(' union all ')
    fingerprintSql.set(db, query)
  }
  const result = (await db.execute(query)) as unknown as { rows: { t: string; h: string }[] }
  return Object.fromEntries(result.rows.map((r) => [r.t, r.h]))
}

export interface FuzzStats {
  route: string
  cases: number
  statuses: Record<number, number>
}

/**
 * Runs `runs` cases against `route` as the user whose cookie is given. `afterSuccess` may repair
 * what a successful case used up (a deleted account, a spent balance).
 */
export async function fuzzRoute(
  app: FastifyInstance,
  db: Db,
  route: FuzzRoute,
  options: { cookie: () => string; runs: number; afterSuccess?: () => Promise<void> },
): Promise<FuzzStats> {
  const stats: FuzzStats = { route: `${route.method} ${route.path}`, cases: 0, statuses: {} }
  // The state every case starts from: taken once, then again only after a case that succeeded.
  let before = await tableFingerprint(db)
  await fc.assert(
    fc.asyncProperty(fuzzCases(route), async (c) => {
      const request: InjectOptions = {
        method: route.method,
        url: c.url,
        headers: {
          cookie: options.cookie(),
          origin: TEST_ORIGIN,
          ...(c.contentType ? { 'content-type': c.contentType } : {}),
        },
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      }
      const res = await app.inject(request)
      stats.cases += 1
      stats.statuses[res.statusCode] = (stats.statuses[res.statusCode] ?? 0) + 1
      expect(
        res.statusCode,
        `${c.label}: ${route.method} ${c.url.slice(0, 200)} ${res.body.slice(0, 300)}`,
      ).toBeLessThan(500)
      if (res.statusCode >= 400) {
        expect(await tableFingerprint(db), `${c.label}: a refused request wrote`).toEqual(before)
      } else {
        await options.afterSuccess?.()
        before = await tableFingerprint(db)
      }
    }),
    { numRuns: options.runs, endOnFailure: true },
  )
  return stats
}

/** Cases per route: FUZZ_RUNS raises it for a long local run; CI runs 200. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200)

/** Per route: fuzzing one route on a loaded machine can take minutes. */
export const FUZZ_ROUTE_TIMEOUT_MS = 900_000

/** A one-line summary per route, for docs/security.md. */
export const describeStats = (all: FuzzStats[]) =>
  all
    .map(
      (s) =>
        `${s.route}: ${s.cases} cases, ${Object.entries(s.statuses)
          .map(([k, v]) => `${k}×${v}`)
          .join(' ')}`,
    )
    .join('\n')
