import {
  birthdayRangeForAges,
  type DiscoverFilters,
  type FaithAnswers,
  type FaithField,
  type FaithFilter,
  faithAnswerBits,
  faithValueCodes,
} from '@mithaq/domain'
import type pg from 'pg'

/**
 * What the fit-ordered feed's first page would cost if each instance kept every active profile's
 * faith vector (decision 480) in memory and ranked by a scan, instead of asking PostgreSQL to
 * score every candidate (decision 540 weighs it). A measurement, not the product: the bench checks
 * that it picks exactly the cards `feedQuery` picks before it times it.
 *
 * Each profile is a slot in typed arrays. 64-bit sets are two 32-bit halves, so the scan is plain
 * integer work (a BigInt per candidate would cost more than the whole page).
 */
export interface FitColumns {
  count: number
  ids: string[]
  /** Days since 1970 of the birthday. */
  birthday: Int32Array
  height: Int16Array
  country: Uint16Array
  verified: Uint8Array
  /** Microseconds since 1970, exactly as PostgreSQL orders them. */
  activeAt: Float64Array
  /** The answers: single-choice values (bits 0..41 as the codes) and languages spoken. */
  values: Uint32Array
  languages: Uint32Array
  mustExcluded: Uint32Array
  mustLanguages: Uint32Array
  wishValues: Uint32Array
  wishLanguages: Uint32Array
  countryIndex: Map<string, number>
}

const LANGUAGE_CODE_BASE = 100
const lo = (n: bigint) => Number(BigInt.asUintN(32, n))
const hi = (n: bigint) => Number(BigInt.asUintN(32, n >> 32n))
const DAY_MS = 86_400_000

/** Every active profile of one sex, read once into columns. */
export async function loadFitColumns(client: pg.Client, sex: 'male' | 'female'): Promise<FitColumns> {
  const { rows } = await client.query<{
    id: string
    birthday: string
    height: number
    country: string
    verified: boolean
    active_us: string
    faith_codes: number[] | null
    faith_must_excluded: string
    faith_must_languages: string
    faith_wish_values: string
    faith_wish_languages: string
  }>(
    `select id, birthday::text as birthday, height, country, verified_at is not null as verified,
       (extract(epoch from last_active_at) * 1000000)::bigint::text as active_us, faith_codes,
       faith_must_excluded::text as faith_must_excluded, faith_must_languages::text as faith_must_languages,
       faith_wish_values::text as faith_wish_values, faith_wish_languages::text as faith_wish_languages
     from profiles where is_active and sex = $1`,
    [sex],
  )
  const n = rows.length
  const c: FitColumns = {
    count: n,
    ids: new Array(n),
    birthday: new Int32Array(n),
    height: new Int16Array(n),
    country: new Uint16Array(n),
    verified: new Uint8Array(n),
    activeAt: new Float64Array(n),
    values: new Uint32Array(2 * n),
    languages: new Uint32Array(2 * n),
    mustExcluded: new Uint32Array(2 * n),
    mustLanguages: new Uint32Array(2 * n),
    wishValues: new Uint32Array(2 * n),
    wishLanguages: new Uint32Array(2 * n),
    countryIndex: new Map(),
  }
  const offset = sex === 'female' ? 0 : 1000
  const put = (column: Uint32Array, i: number, value: bigint) => {
    column[2 * i] = lo(value)
    column[2 * i + 1] = hi(value)
  }
  rows.forEach((r, i) => {
    c.ids[i] = r.id
    c.birthday[i] = Math.round(Date.parse(`${r.birthday}T00:00:00Z`) / DAY_MS)
    c.height[i] = r.height
    if (!c.countryIndex.has(r.country)) c.countryIndex.set(r.country, c.countryIndex.size)
    c.country[i] = c.countryIndex.get(r.country)!
    c.verified[i] = r.verified ? 1 : 0
    c.activeAt[i] = Number(r.active_us)
    let values = 0n
    let languages = 0n
    for (const code of r.faith_codes ?? []) {
      const n = code - offset
      if (n >= LANGUAGE_CODE_BASE) languages |= 1n << BigInt(n - LANGUAGE_CODE_BASE)
      else values |= 1n << BigInt(n)
    }
    put(c.values, i, values)
    put(c.languages, i, languages)
    put(c.mustExcluded, i, BigInt(r.faith_must_excluded))
    put(c.mustLanguages, i, BigInt(r.faith_must_languages))
    put(c.wishValues, i, BigInt(r.faith_wish_values))
    put(c.wishLanguages, i, BigInt(r.faith_wish_languages))
  })
  return c
}

/** Bytes the columns take (the ids' strings at about 56 bytes each in V8). */
export const fitColumnsBytes = (c: FitColumns) => c.count * (4 + 2 + 2 + 1 + 8 + 6 * 8 + 56 + 8)

/** The bits of `values` of `field` in the columns' space: value bits, or language bits. */
function bitsOf(sex: 'male' | 'female', field: FaithField, values: readonly string[]): bigint {
  const offset = sex === 'female' ? 0 : 1000
  let bits = 0n
  for (const code of faithValueCodes(sex, field, values)) {
    const n = code - offset
    bits |= 1n << BigInt(field === 'languages' ? n - LANGUAGE_CODE_BASE : n)
  }
  return bits
}

const popcount = (n: number) => {
  let x = n - ((n >>> 1) & 0x55555555)
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/**
 * The first `limit` cards of the fit-ordered feed (decisions 410, 480, 481) for a viewer, by one
 * scan: filters, both sides' musts, then mutual musts, shared wishes, last activity and id, all
 * descending. `skip`: the profiles the viewer acted on or blocked, as the page's query excludes.
 */
export function rankFirstPage(
  c: FitColumns,
  candidateSex: 'male' | 'female',
  filters: DiscoverFilters,
  answers: FaithAnswers,
  today: Date,
  limit: number,
  skip: ReadonlySet<string>,
): string[] {
  const { earliest, latest } = birthdayRangeForAges(filters.ageRange[0], filters.ageRange[1], today)
  const dayOf = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS)
  const dayLow = dayOf(earliest)
  const dayHigh = dayOf(latest)
  const [heightLow, heightHigh] = filters.heightRange
  const countries =
    filters.countries.length > 0
      ? new Set(filters.countries.map((n) => c.countryIndex.get(n)).filter((i) => i !== undefined))
      : undefined
  // A member has one value per single-choice field, and the fields' bits do not overlap: so the
  // single-field musts met are the bits shared with all of them together, counted, and likewise
  // the wishes. Languages (several per member) stay one test each.
  let mustValues = 0n
  let mustFields = 0
  let mustLanguages = 0n
  let wishValues = 0n
  let wishLanguages = 0n
  for (const [field, f] of Object.entries(filters.faith ?? {}) as [FaithField, FaithFilter | undefined][]) {
    if (!f) continue
    const bits = bitsOf(candidateSex, field, f.values)
    if (field === 'languages') {
      if (f.must) mustLanguages = bits
      else wishLanguages = bits
    } else if (f.must) {
      mustValues |= bits
      mustFields++
    } else wishValues |= bits
  }
  const viewerHasMust = mustFields > 0 || mustLanguages !== 0n
  const [mvLo, mvHi, mlLo, mlHi] = [lo(mustValues), hi(mustValues), lo(mustLanguages), hi(mustLanguages)]
  const [wvLo, wvHi, wlLo, wlHi] = [lo(wishValues), hi(wishValues), lo(wishLanguages), hi(wishLanguages)]
  const viewerMustsLanguages = mustLanguages !== 0n
  const viewerWishesLanguages = wishLanguages !== 0n
  const mine = faithAnswerBits(answers)
  const [bitsLo, bitsHi, langLo, langHi] = [
    lo(mine.bits),
    hi(mine.bits),
    lo(mine.languages),
    hi(mine.languages),
  ]

  // The best `limit` so far, worst last: score = mutual musts × 1000 + shared wishes.
  const best: { i: number; score: number }[] = []
  const worse = (i: number, score: number, j: number, scoreJ: number) =>
    score !== scoreJ
      ? score < scoreJ
      : c.activeAt[i] !== c.activeAt[j]
        ? c.activeAt[i]! < c.activeAt[j]!
        : c.ids[i]! < c.ids[j]!
  for (let i = 0; i < c.count; i++) {
    const day = c.birthday[i]!
    if (day < dayLow || day > dayHigh) continue
    const height = c.height[i]!
    if (height < heightLow || height > heightHigh) continue
    if (countries && !countries.has(c.country[i]!)) continue
    if (filters.verifiedOnly && c.verified[i] === 0) continue
    const l2 = 2 * i
    const h2 = l2 + 1
    const values0 = c.values[l2]!
    const values1 = c.values[h2]!
    if (mustFields > 0 && popcount(values0 & mvLo) + popcount(values1 & mvHi) !== mustFields) continue
    if (viewerMustsLanguages && ((c.languages[l2]! & mlLo) | (c.languages[h2]! & mlHi)) === 0) continue
    if (((c.mustExcluded[l2]! & bitsLo) | (c.mustExcluded[h2]! & bitsHi)) !== 0) continue
    const mustLanguages = c.mustLanguages[l2]! | c.mustLanguages[h2]!
    if (mustLanguages !== 0 && ((c.mustLanguages[l2]! & langLo) | (c.mustLanguages[h2]! & langHi)) === 0)
      continue
    const theyMust = (c.mustExcluded[l2]! | c.mustExcluded[h2]! | mustLanguages) !== 0
    let score = viewerHasMust && theyMust ? 1000 : 0
    score += popcount(values0 & wvLo) + popcount(values1 & wvHi)
    if (viewerWishesLanguages && ((c.languages[l2]! & wlLo) | (c.languages[h2]! & wlHi)) !== 0) score++
    score += popcount(c.wishValues[l2]! & bitsLo) + popcount(c.wishValues[h2]! & bitsHi)
    if (((c.wishLanguages[l2]! & langLo) | (c.wishLanguages[h2]! & langHi)) !== 0) score++

    if (best.length === limit) {
      const last = best[limit - 1]!
      if (worse(i, score, last.i, last.score)) continue
    }
    if (skip.has(c.ids[i]!)) continue
    let at = best.length
    while (at > 0 && worse(best[at - 1]!.i, best[at - 1]!.score, i, score)) at--
    best.splice(at, 0, { i, score })
    if (best.length > limit) best.pop()
  }
  return best.map((b) => c.ids[b.i]!)
}
