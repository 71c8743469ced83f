import {
  birthdayRangeForAges,
  type DiscoverFilters,
  FAITH_FIELD_NAMES,
  FAITH_FIELDS,
  type FaithAnswers,
  type FaithField,
  type FaithFilter,
  faithAnswerBits,
  faithCodeBits,
  faithValueBits,
  type Sex,
} from '@mithaq/domain'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, rowsOf } from '../../db/client'
import { pgTimestampMicros } from './pg-timestamp'

/**
 * Every active profile's part of the fit order (decision 550), held in this instance's memory so
 * a page of the fit-ordered feed is one scan instead of PostgreSQL scoring every candidate. It
 * only chooses ids: the page's query then reads them with every rule applied again
 * (discover.repository.ts), so a stale copy can cost a query, never show someone the rules hide.
 *
 * Each profile is a slot in typed arrays; 64-bit sets are two 32-bit halves, so the scan is plain
 * integer work (a BigInt per candidate would cost more than the whole page).
 */
class SexColumns {
  count = 0
  ids: string[] = []
  readonly slots = new Map<string, number>()
  live = new Uint8Array(0)
  /** Days since 1970 of the birthday. */
  birthday = new Int32Array(0)
  height = new Int16Array(0)
  country = new Uint16Array(0)
  verified = new Uint8Array(0)
  /** Microseconds since 1970, exactly as PostgreSQL orders them. */
  activeAt = new Float64Array(0)
  /** Two halves each: the values said (bits 0..41, as `faithAnswerBits`) and the languages spoken. */
  values = new Uint32Array(0)
  languages = new Uint32Array(0)
  /** Two halves each: the member's own filters (`faithFilterVector`). */
  mustExcluded = new Uint32Array(0)
  mustLanguages = new Uint32Array(0)
  wishValues = new Uint32Array(0)
  wishLanguages = new Uint32Array(0)
  /**
   * What bounds the candidate's score for any viewer, packed for one table lookup in the scan:
   * fields said (bits 0–3), fields wished on (4–7) and whether they have a must (bit 8).
   */
  reach = new Uint16Array(0)

  put(r: CopyRow, country: number) {
    let i = this.slots.get(r.id)
    if (i === undefined) {
      if (this.count === this.live.length) this.grow()
      i = this.count++
      this.ids[i] = r.id
      this.slots.set(r.id, i)
    }
    this.live[i] = 1
    this.birthday[i] = dayOf(r.birthday)
    this.height[i] = r.height
    this.country[i] = country
    this.verified[i] = r.verified ? 1 : 0
    this.activeAt[i] = Number(r.active_us)
    const said = faithCodeBits(r.sex, r.faith_codes ?? [])
    setHalves(this.values, i, said.values)
    setHalves(this.languages, i, said.languages)
    setHalves(this.mustExcluded, i, BigInt(r.faith_must_excluded))
    setHalves(this.mustLanguages, i, BigInt(r.faith_must_languages))
    const wishValues = BigInt(r.faith_wish_values)
    const wishLanguages = BigInt(r.faith_wish_languages)
    setHalves(this.wishValues, i, wishValues)
    setHalves(this.wishLanguages, i, wishLanguages)
    const saidCount = popcount(lo(said.values)) + popcount(hi(said.values)) + (said.languages !== 0n ? 1 : 0)
    let wishCount = wishLanguages !== 0n ? 1 : 0
    for (const mask of SINGLE_FIELD_BITS) if ((wishValues & mask) !== 0n) wishCount++
    const theyMust = r.faith_must_excluded !== '0' || r.faith_must_languages !== '0'
    this.reach[i] = saidCount | (wishCount << 4) | (theyMust ? 1 << 8 : 0)
  }

  /** The slot stays (a profile that comes back takes it again); the scan skips it. */
  remove(id: string) {
    const i = this.slots.get(id)
    if (i !== undefined) this.live[i] = 0
  }

  private grow() {
    const size = Math.max(1024, this.live.length * 2)
    const grown = <T extends Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float64Array>(
      a: T,
      per = 1,
    ): T => {
      const b = new (a.constructor as new (n: number) => T)(size * per)
      b.set(a)
      return b
    }
    this.live = grown(this.live)
    this.birthday = grown(this.birthday)
    this.height = grown(this.height)
    this.country = grown(this.country)
    this.verified = grown(this.verified)
    this.activeAt = grown(this.activeAt)
    this.values = grown(this.values, 2)
    this.languages = grown(this.languages, 2)
    this.mustExcluded = grown(this.mustExcluded, 2)
    this.mustLanguages = grown(this.mustLanguages, 2)
    this.wishValues = grown(this.wishValues, 2)
    this.wishLanguages = grown(this.wishLanguages, 2)
    this.reach = grown(this.reach)
  }
}

interface CopyRow {
  id: string
  sex: Sex
  is_active: boolean
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
}

const COPY_COLUMNS = sql`p.id, p.sex, p.is_active, p.birthday::text as birthday, p.height, p.country,
  p.verified_at is not null as verified,
  (extract(epoch from p.last_active_at) * 1000000)::bigint::text as active_us, p.faith_codes,
  p.faith_must_excluded::text as faith_must_excluded, p.faith_must_languages::text as faith_must_languages,
  p.faith_wish_values::text as faith_wish_values, p.faith_wish_languages::text as faith_wish_languages`

const DAY_MS = 86_400_000
const dayOf = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS)
const lo = (n: bigint) => Number(BigInt.asUintN(32, n))
const hi = (n: bigint) => Number(BigInt.asUintN(32, n >> 32n))
function setHalves(column: Uint32Array, i: number, value: bigint) {
  column[2 * i] = lo(value)
  column[2 * i + 1] = hi(value)
}
/** Each single-choice field's value bits: a member says at most one of them. */
const SINGLE_FIELD_BITS = FAITH_FIELD_NAMES.filter((f) => f !== 'languages').map((f) =>
  faithValueBits(f, FAITH_FIELDS[f]),
)
const popcount = (n: number) => {
  let x = n - ((n >>> 1) & 0x55555555)
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

export interface RankRequest {
  /** The sex of the people shown. */
  candidateSex: Sex
  filters: DiscoverFilters
  answers: FaithAnswers
  today: Date
  limit: number
  /** After this card, as the fit cursor carries it (decision 481). */
  after?: { fit?: [number, number]; activeAt: string; id: string }
  /** Whom the viewer acted on, blocked or is blocked by: never ranked. */
  skip: ReadonlySet<string>
}

/**
 * The copy, its position in the database's history, and the scan. `refresh` reads what changed
 * since the last read: rows whose `fit_xid` (the writing transaction, set by a trigger) is at
 * least the oldest transaction that was still running then. Every transaction older than that
 * had finished, so nothing committed is missed, and late commits are read the next time.
 */
export class FitCopy {
  private readonly columns: Record<Sex, SexColumns> = { female: new SexColumns(), male: new SexColumns() }
  private readonly countries = new Map<string, number>()
  /** The oldest transaction running at the last read; undefined until the first full read. */
  private xmin: number | undefined
  private running: Promise<void> | undefined
  private queued: Promise<void> | undefined
  /** Pages chosen here, and pages the database had to choose after all (the copy was behind). */
  readonly stats = { served: 0, fellBack: 0 }

  get ready() {
    return this.xmin !== undefined
  }

  /** Profiles in the copy, active or not (for the bench's memory figure). */
  get size() {
    return this.columns.female.count + this.columns.male.count
  }

  constructor(private readonly onLoadFailed: (error: unknown) => void = () => undefined) {}

  /** Reads every active profile; until it ends, the feed's query answers alone. */
  load(db: Db): Promise<void> {
    return this.serialized(() => this.read(db, sql`p.is_active`))
  }

  /** Starts `load` unless it is under way: at start, and again after a load that failed. */
  loadInBackground(db: Db) {
    if (this.running || this.ready) return
    this.load(db).catch(this.onLoadFailed)
  }

  /**
   * Brings the copy up to every commit made before the call: a read already under way may have
   * started before them, so such a call waits for the next one (shared by all who wait).
   */
  refresh(db: Db): Promise<void> {
    return this.serialized(() => this.read(db, sql`p.fit_xid >= ${this.xmin ?? 0}`))
  }

  private serialized(read: () => Promise<void>): Promise<void> {
    if (!this.running) {
      this.running = read().finally(() => {
        this.running = undefined
      })
      return this.running
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined
        return this.serialized(read)
      })
    return this.queued
  }

  private async read(db: Db, which: SQL) {
    const rows = rowsOf<CopyRow & { xmin: string }>(
      await db.execute(sql`with s as (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin)
      select s.xmin, ${COPY_COLUMNS} from s left join profiles p on ${which}`),
    )
    for (const r of rows) if (r.id !== null) this.apply(r)
    this.xmin = Number(rows[0]!.xmin)
  }

  private apply(r: CopyRow) {
    this.columns[r.sex === 'male' ? 'female' : 'male'].remove(r.id)
    if (!r.is_active) return this.columns[r.sex].remove(r.id)
    let country = this.countries.get(r.country)
    if (country === undefined) {
      country = this.countries.size
      this.countries.set(r.country, country)
    }
    this.columns[r.sex].put(r, country)
  }

  /** Profiles the database no longer has (a deleted account writes no row to read). */
  forget(ids: readonly string[]) {
    for (const id of ids) {
      this.columns.female.remove(id)
      this.columns.male.remove(id)
    }
  }

  /**
   * The ids of the next `limit` cards of the fit-ordered feed, by one scan: the filters, both
   * sides' musts, then mutual musts, shared wishes, last activity and id, all descending, as
   * `fitFeedQuery` orders them. A member has one value per single-choice field and the fields'
   * bits do not overlap, so the musts met and the wishes met are each one count of shared bits.
   */
  rank({ candidateSex, filters, answers, today, limit, after, skip }: RankRequest): string[] {
    const c = this.columns[candidateSex]
    const { earliest, latest } = birthdayRangeForAges(filters.ageRange[0], filters.ageRange[1], today)
    const dayLow = dayOf(earliest)
    const dayHigh = dayOf(latest)
    const [heightLow, heightHigh] = filters.heightRange
    const countries =
      filters.countries.length > 0
        ? new Set(filters.countries.map((n) => this.countries.get(n)).filter((i) => i !== undefined))
        : undefined
    if (countries?.size === 0) return []

    let mustValues = 0n
    let mustFields = 0
    let mustLanguages = 0n
    let wishValues = 0n
    let wishLanguages = 0n
    let wishFields = 0
    for (const [field, f] of Object.entries(filters.faith ?? {}) as [FaithField, FaithFilter | undefined][]) {
      if (!f) continue
      const bits = faithValueBits(field, f.values)
      if (!f.must) wishFields++
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

    // Only cards after the cursor: a plain cursor (no fit) starts above every score, as in SQL.
    const afterScore = after ? (after.fit ? after.fit[0] * 1000 + after.fit[1] : Number.POSITIVE_INFINITY) : 0
    const afterActive = after ? pgTimestampMicros(after.activeAt) : 0
    const afterId = after?.id ?? ''
    const beforeCursor = (i: number, score: number) =>
      score !== afterScore
        ? score < afterScore
        : c.activeAt[i] !== afterActive
          ? c.activeAt[i]! < afterActive
          : c.ids[i]! < afterId

    // The best `limit` so far, worst last. score = mutual musts × 1000 + shared wishes.
    const best: { i: number; score: number }[] = []
    const { live, birthday, height, country, verified, activeAt, ids, values, languages } = c
    const { mustExcluded, mustLanguages: theirLanguageMusts, wishValues: theirWishes } = c
    const theirLanguageWishes = c.wishLanguages
    const worse = (i: number, score: number, j: number, scoreJ: number) =>
      score !== scoreJ
        ? score < scoreJ
        : activeAt[i] !== activeAt[j]
          ? activeAt[i]! < activeAt[j]!
          : ids[i]! < ids[j]!
    // The worst kept card's score and activity: most candidates fall below it, and are dropped
    // on two comparisons without a call.
    let floorScore = -1
    let floorActive = Number.NEGATIVE_INFINITY
    const inCountry = countries ? new Uint8Array(this.countries.size) : undefined
    if (countries && inCountry) for (const k of countries) inCountry[k] = 1
    const verifiedOnly = filters.verifiedOnly === true
    // The most each kind of candidate can score with this viewer: the viewer's wishes met are at
    // most the fields both said and wished, theirs at most the fields they wish on. Below the
    // floor, a candidate is dropped on one lookup, before any of the work above the score.
    const bound = new Int32Array(1 << 9)
    for (let r = 0; r < bound.length; r++)
      bound[r] = (viewerHasMust && r >> 8 === 1 ? 1000 : 0) + Math.min(r & 15, wishFields) + ((r >> 4) & 15)
    const { reach } = c
    // Newest slots first: they hold the members who joined or came back last, often the most
    // recently active, so the floor rises early instead of every card replacing the last one.
    for (let i = c.count - 1; i >= 0; i--) {
      if (live[i] === 0) continue
      const most = bound[reach[i]!]!
      if (most < floorScore || (most === floorScore && activeAt[i]! < floorActive)) continue
      const day = birthday[i]!
      if (day < dayLow || day > dayHigh) continue
      const h = height[i]!
      if (h < heightLow || h > heightHigh) continue
      if (inCountry && inCountry[country[i]!] === 0) continue
      if (verifiedOnly && verified[i] === 0) continue
      const l2 = 2 * i
      const h2 = l2 + 1
      const values0 = values[l2]!
      const values1 = values[h2]!
      if (mustFields > 0 && popcount(values0 & mvLo) + popcount(values1 & mvHi) !== mustFields) continue
      if (viewerMustsLanguages && ((languages[l2]! & mlLo) | (languages[h2]! & mlHi)) === 0) continue
      const excluded0 = mustExcluded[l2]!
      const excluded1 = mustExcluded[h2]!
      if (((excluded0 & bitsLo) | (excluded1 & bitsHi)) !== 0) continue
      const theirMustLanguages0 = theirLanguageMusts[l2]!
      const theirMustLanguages1 = theirLanguageMusts[h2]!
      const theirMustLanguages = theirMustLanguages0 | theirMustLanguages1
      if (theirMustLanguages !== 0 && ((theirMustLanguages0 & langLo) | (theirMustLanguages1 & langHi)) === 0)
        continue
      const theyMust = (excluded0 | excluded1 | theirMustLanguages) !== 0
      let score = viewerHasMust && theyMust ? 1000 : 0
      score += popcount(values0 & wvLo) + popcount(values1 & wvHi)
      if (viewerWishesLanguages && ((languages[l2]! & wlLo) | (languages[h2]! & wlHi)) !== 0) score++
      score += popcount(theirWishes[l2]! & bitsLo) + popcount(theirWishes[h2]! & bitsHi)
      if (((theirLanguageWishes[l2]! & langLo) | (theirLanguageWishes[h2]! & langHi)) !== 0) score++

      if (score < floorScore || (score === floorScore && activeAt[i]! < floorActive)) continue
      if (after && !beforeCursor(i, score)) continue
      if (best.length === limit) {
        const last = best[limit - 1]!
        if (worse(i, score, last.i, last.score)) continue
      }
      if (skip.has(ids[i]!)) continue
      let at = best.length
      while (at > 0 && worse(best[at - 1]!.i, best[at - 1]!.score, i, score)) at--
      best.splice(at, 0, { i, score })
      if (best.length > limit) best.pop()
      if (best.length === limit) {
        const last = best[limit - 1]!
        floorScore = last.score
        floorActive = activeAt[last.i]!
      }
    }
    return best.map((b) => c.ids[b.i]!)
  }
}
