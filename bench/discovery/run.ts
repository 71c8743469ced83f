import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import {
  DEFAULT_DISCOVER_FILTERS,
  DISCOVER_PAGE_SIZE,
  type DiscoverFilters,
  type DiscoverPage,
  type FaithAnswers,
  type FaithFilters,
  TERMS_VERSION,
} from '@mithaq/domain'
import pg from 'pg'
import { buildApp } from '../../apps/server/src/app'
import { loadConfig } from '../../apps/server/src/config/env'
import { openDatabase } from '../../apps/server/src/db/client'
import type { Viewer } from '../../apps/server/src/modules/discover'
import { feedPage, feedQuery, getFilters, readRun, rebuildRun } from '../../apps/server/src/modules/discover'
import { pictureUrlsByProfile, toPublicProfile } from '../../apps/server/src/modules/profiles'
import { cpuDescription } from '../shared/machine'
import { admin, adminUrl } from '../shared/postgres'
import { naiveFeed, naiveFitFeed } from './naive'
import { ACTIONS, type BenchUser, PROFILES, seed } from './seed'
import { measure, ms, type Percentiles } from './stats'

// Usage: npm run bench:discovery -w @mithaq/bench
//   BENCH_DATABASE_URL (default the local server), BENCH_PROFILES (100000), BENCH_ACTIONS (2000000),
//   BENCH_RUNS (200 per cell), BENCH_FAITH_RUNS (30 per cell in the faith rows, whose naive query
//   takes seconds), BENCH_KEEP=1 keeps the database.
const runs = Number(process.env.BENCH_RUNS ?? 200)
const faithRuns = Number(process.env.BENCH_FAITH_RUNS ?? 30)
const log = (line: string) => console.log(line)
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
log(
  `bench/discovery: BENCH_PROFILES=${PROFILES} BENCH_ACTIONS=${ACTIONS} BENCH_RUNS=${runs} load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)

const NARROW: DiscoverFilters = {
  ageRange: [25, 35],
  heightRange: [150, 180],
  countries: ['Egypt', 'Malaysia'],
}
/** A bench member's own 'Faith and family' answers (a man: beard, not covering). */
const FAITH_ANSWERS: FaithAnswers = {
  sect: 'sunni',
  practising: 'moderately',
  prayer: 'fiveDaily',
  beard: 'trimmed',
  halalDiet: 'always',
  smoking: 'no',
  revert: 'no',
  marriageTimeline: 'withinYear',
  hasChildren: 'no',
  wantsChildren: 'yes',
  relocate: 'maybe',
  languages: ['en', 'ar'],
  familyInvolved: 'family',
}
const MUSTS: FaithFilters = {
  sect: { values: ['sunni'], must: true },
  prayer: { values: ['fiveDaily', 'usually'], must: true },
  marriageTimeline: { values: ['withinYear'], must: true },
}
/** A wish on every field a man may filter on (covering, not beard: decision 410). */
const WISHES: FaithFilters = {
  sect: { values: ['sunni', 'justMuslim'], must: false },
  practising: { values: ['very', 'moderately'], must: false },
  prayer: { values: ['fiveDaily'], must: false },
  covering: { values: ['hijab', 'niqab'], must: false },
  halalDiet: { values: ['always'], must: false },
  smoking: { values: ['no'], must: false },
  revert: { values: ['yes', 'no'], must: false },
  marriageTimeline: { values: ['withinYear', 'oneToTwoYears'], must: false },
  hasChildren: { values: ['no'], must: false },
  wantsChildren: { values: ['yes', 'openToIt'], must: false },
  relocate: { values: ['yes', 'maybe'], must: false },
  languages: { values: ['en', 'ar'], must: false },
  familyInvolved: { values: ['wali', 'family'], must: false },
}
const { sect: _s, prayer: _p, marriageTimeline: _m, ...OTHER_WISHES } = WISHES

const scenarios: (Omit<BenchUser, 'id'> & {
  filters: DiscoverFilters
  faith?: FaithAnswers
})[] = [
  { key: 'none', label: '0', actions: 0, targets: 'random', filters: DEFAULT_DISCOVER_FILTERS },
  {
    key: 'k1r',
    label: '1,000 at random',
    actions: 1_000,
    targets: 'random',
    filters: DEFAULT_DISCOVER_FILTERS,
  },
  {
    key: 'k1',
    label: '1,000 in feed order',
    actions: 1_000,
    targets: 'feed-order',
    filters: DEFAULT_DISCOVER_FILTERS,
  },
  {
    key: 'k20r',
    label: '20,000 at random',
    actions: 20_000,
    targets: 'random',
    filters: DEFAULT_DISCOVER_FILTERS,
  },
  {
    key: 'k20',
    label: '20,000 in feed order',
    actions: 20_000,
    targets: 'feed-order',
    filters: DEFAULT_DISCOVER_FILTERS,
  },
  {
    key: 'k20n',
    label: '20,000 in feed order, narrow filters',
    actions: 20_000,
    targets: 'feed-order',
    filters: NARROW,
  },
  // The fit-ordered feed (decisions 410, 480, 481): these members answered 'Faith and family'.
  {
    key: 'fa',
    label: 'faith answered, no faith filter',
    actions: 0,
    targets: 'random',
    filters: DEFAULT_DISCOVER_FILTERS,
    faith: FAITH_ANSWERS,
  },
  {
    key: 'fm',
    label: 'faith musts on 3 fields',
    actions: 0,
    targets: 'random',
    filters: { ...DEFAULT_DISCOVER_FILTERS, faith: MUSTS },
    faith: FAITH_ANSWERS,
  },
  {
    key: 'fmw',
    label: 'faith musts on 3 fields, wishes on the 10 others, 1,000 at random',
    actions: 1_000,
    targets: 'random',
    filters: { ...DEFAULT_DISCOVER_FILTERS, faith: { ...MUSTS, ...OTHER_WISHES } },
    faith: FAITH_ANSWERS,
  },
  {
    key: 'fw',
    label: 'faith wishes on all 13 fields, no must',
    actions: 0,
    targets: 'random',
    filters: { ...DEFAULT_DISCOVER_FILTERS, faith: WISHES },
    faith: FAITH_ANSWERS,
  },
]

const dbName = `mithaq_bench_${randomBytes(4).toString('hex')}`
const url = new URL(adminUrl)
url.pathname = `/${dbName}`

// Through the server's own config loader, so new settings get their defaults here too.
const config = loadConfig({
  DATABASE_URL: url.toString(),
  DATA_DIR: mkdtempSync(join(os.tmpdir(), 'mithaq-bench-')),
  AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth',
  PUBLIC_URL: 'http://localhost:3000',
  SIGN_UP_RATE_LIMIT: '1000',
  WEB_DIST: join(os.tmpdir(), 'mithaq-bench-no-web'),
  LOG_LEVEL: 'silent',
  // The seed's members are up to two years old: the weekly top-ups of the newest 8 % would run in
  // this process while the endpoint is measured. The scheduler is not what this bench measures.
  SCHEDULER_INTERVAL_MS: '0',
})

/** Drops the throw-away database, also when the run is interrupted (Ctrl-C). */
let dropped = false
async function dropDatabase() {
  if (dropped || process.env.BENCH_KEEP === '1') return
  dropped = true
  await admin((c) => c.query(`drop database if exists ${dbName} with (force)`))
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: dropping ${dbName}`)
    dropDatabase()
      .catch((error) => console.error(error))
      .finally(() => process.exit(130))
  })
}

/** EXPLAIN ANALYZE on a connection of its own: one ended from outside costs a plan, not the run. */
async function explain(sql: string, values: unknown[]) {
  const c = new pg.Client({ connectionString: url.toString() })
  c.on('error', () => undefined)
  try {
    await c.connect()
    return await c.query(`explain (analyze, costs off) ${sql}`, values)
  } catch (error) {
    return { rows: [{ 'QUERY PLAN': `(no plan: ${(error as Error).message})` }] }
  } finally {
    await c.end().catch(() => undefined)
  }
}

async function main() {
  const serverVersion = await admin(async (c) => {
    await c.query(`create database ${dbName}`)
    return (await c.query('show server_version')).rows[0].server_version as string
  })
  log(`Database ${dbName} on PostgreSQL ${serverVersion}`)
  const database = await openDatabase({ url: url.toString() })
  const app = await buildApp({ config, database, logger: false })
  const { db } = database

  // The naive approach (naive.ts) behind the same HTTP path, for the endpoint comparison.
  app.get('/bench/naive-discover', async (request) => {
    const viewer = await app.requireProfile(request)
    const today = app.clock.now()
    const filters = await getFilters(app.db, viewer.id)
    const rows = await naiveFeed(app.db, viewer, filters, today, DISCOVER_PAGE_SIZE + 1)
    const page = rows.slice(0, DISCOVER_PAGE_SIZE)
    const pictures = await pictureUrlsByProfile(
      app.db,
      viewer.id,
      page.map((r) => r.profile.id),
      app.mediaUrls.sign,
    )
    return {
      profiles: page.map((r) => ({
        ...toPublicProfile(r.profile, pictures.get(r.profile.id), today),
        isFavorited: r.isFavorited,
      })),
    }
  })
  await app.ready()

  try {
    const users: (BenchUser & { cookie: string; filters: DiscoverFilters; faith?: FaithAnswers })[] = []
    for (const s of scenarios) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: config.publicUrl },
        payload: {
          email: `bench-${s.key}-${dbName}@mithaq.bench`,
          password: 'bench-password',
          name: '',
          termsVersion: TERMS_VERSION,
        },
      })
      if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`)
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
      const cookie = cookies.find((c) => c.startsWith('better-auth.session_token='))!.split(';')[0]!
      users.push({ ...s, id: res.json().user.id, cookie })
    }

    log(`Seeding ${PROFILES.toLocaleString('en')} profiles and ${ACTIONS.toLocaleString('en')} actions...`)
    const seedStart = performance.now()
    const client = new pg.Client({ connectionString: url.toString() })
    // A connection ended from outside (another run's pg_terminate_backend on a shared server)
    // fails its next query with a message, instead of crashing the process with no word.
    client.on('error', (error) => log(`bench connection lost: ${error.message}`))
    await client.connect()
    await seed(client, users, log)
    log(`Seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`)

    // The seed wrote the histories with SQL; a member who made them through the API would have
    // grown the same run one action at a time (decision 105). Built here in one go.
    for (const u of users) {
      const start = performance.now()
      await rebuildRun(db, { id: u.id, sex: 'male' }, new Date())
      const run = await readRun(db, u.id)
      const inside = run
        ? (
            await client.query(
              `select count(*)::int as n from profiles where sex = 'female' and (created_at, id) > ($1::timestamptz, $2) and (created_at, id) <= ($3::timestamptz, $4)`,
              [run.low.at, run.low.id, run.high.at, run.high.id],
            )
          ).rows[0].n
        : 0
      log(`  run of ${u.key}: ${inside} women inside, built in ${(performance.now() - start).toFixed(0)} ms`)
    }

    for (const u of users.filter((u) => u.faith)) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/profile/faith',
        headers: { cookie: u.cookie, origin: config.publicUrl },
        payload: { consent: true, answers: u.faith, shown: [] },
      })
      if (res.statusCode !== 200) throw new Error(`saving faith failed: ${res.body}`)
    }
    for (const u of users.filter((u) => u.filters !== DEFAULT_DISCOVER_FILTERS)) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/discover/filters',
        // A browser names its origin on a cookie-carrying write (the CSRF check, decision 082).
        headers: { cookie: u.cookie, origin: config.publicUrl },
        payload: u.filters,
      })
      if (res.statusCode !== 200) throw new Error(`saving filters failed: ${res.body}`)
    }

    const today = new Date()
    const rows: { user: (typeof users)[number]; results: Record<string, Percentiles>; load: string }[] = []
    // The app's copy of the fit order (decision 540) read what the seed wrote, all at once here
    // so its time is its own figure, not a slow first page.
    const copyStart = performance.now()
    await app.fitCopy.refresh(db)
    const copyLoad = `${app.fitCopy.size.toLocaleString('en')} profiles read into the fit copy in ${((performance.now() - copyStart) / 1000).toFixed(1)} s, heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB after`
    log(`  ${copyLoad}`)
    for (const user of users) {
      const viewer: Viewer = { id: user.id, sex: 'male', name: user.key }
      const params = {
        viewer,
        filters: user.filters,
        today,
        limit: DISCOVER_PAGE_SIZE + 1,
        faithAnswers: user.faith,
      }
      // What the endpoint does: read the member's run, then the page (the fit rows: chosen by the
      // app's copy, then checked by the feed query; the others: the feed query jumping over the run).
      const withRun = async () => feedPage(db, app.fitCopy, { ...params, run: await readRun(db, viewer.id) })
      const naive = () =>
        user.faith
          ? naiveFitFeed(db, viewer, user.filters, user.faith, today, params.limit)
          : naiveFeed(db, viewer, user.filters, today, params.limit)

      // All three approaches must give the same cards, or the comparison means nothing.
      const ours = (await withRun()).map((r) => r.profile.id)
      const walk = (await feedQuery(db, params)).map((r) => r.profile.id)
      const theirs = (await naive()).map((r) => r.profile.id)
      if (ours.join() !== theirs.join() || walk.join() !== theirs.join()) {
        throw new Error(`the approaches disagree for ${user.key}`)
      }

      // The endpoint reads the member's settings from the database: it must run the query measured.
      const page: DiscoverPage = (
        await app.inject({ method: 'GET', url: '/api/discover', headers: { cookie: user.cookie } })
      ).json()
      if (page.profiles.map((p) => p.id).join() !== ours.slice(0, DISCOVER_PAGE_SIZE).join()) {
        throw new Error(`the endpoint does not show the measured query's cards for ${user.key}`)
      }

      const get = (path: string) => async () => {
        // Every measured page is read afresh: a page asked again is sent as kept (decision 600),
        // which is what bench/chat's requests per second measure.
        app.discoverPages.cache.changed('all')
        const res = await app.inject({ method: 'GET', url: path, headers: { cookie: user.cookie } })
        if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`)
      }
      const n = user.faith ? faithRuns : runs
      log(`Measuring ${user.label} (${n} runs each; load average ${loadAverage()})...`)
      rows.push({
        user,
        results: {
          query: await measure(withRun, { runs: n, warmup: Math.min(20, n) }),
          ...(user.faith ? {} : { walk: await measure(() => feedQuery(db, params), { runs }) }),
          naiveQuery: await measure(naive, { runs: n, warmup: Math.min(2, n) }),
          endpoint: await measure(get('/api/discover'), { runs: n, warmup: Math.min(20, n) }),
          ...(user.faith ? {} : { naiveEndpoint: await measure(get('/bench/naive-discover'), { runs }) }),
          // The fit rows: the query alone, as the page was chosen before the copy (decision 540).
          ...(user.faith
            ? {
                queryAlone: await measure(() => feedQuery(db, params), {
                  runs: faithRuns,
                  warmup: Math.min(2, faithRuns),
                }),
              }
            : {}),
        },
        load: loadAverage(),
      })
      if (user.faith) {
        const { sql, params: values } = feedQuery(db, params).toSQL()
        const plan = await explain(sql, values)
        log(`\nPlan of the fit-ordered feed query, ${user.label}:`)
        log(plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'))
        // The same query checking the cards the copy chose: what each page from the copy runs.
        const onlyIds = ours
        const check = feedQuery(db, { ...params, onlyIds }).toSQL()
        const checkPlan = await explain(check.sql, check.params)
        log(`\nPlan of the check of the copy's cards, ${user.label}:`)
        log(checkPlan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'))
      }
      if (user.key === 'k20' || user.key === 'k20r' || user.key === 'k20n') {
        const run = await readRun(db, viewer.id)
        const { sql, params: values } = feedQuery(db, { ...params, run }).toSQL()
        const plan = await explain(sql, values)
        log(`\nPlan of the feed query, ${user.label}:`)
        log(plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'))
      }
    }
    await client.end().catch(() => undefined)

    const trio = (p: Percentiles | undefined) =>
      p ? `${ms(p.p50)} / ${ms(p.p95)} (${ms(p.min)}–${ms(p.max)})` : '—'
    const ratio = (naive: Percentiles | undefined, ours: Percentiles) =>
      naive ? `${(naive.p95 / ours.p95).toFixed(1)}×` : '—'
    log(
      `\nMachine: ${cpuDescription()}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, Node ${process.version}, PostgreSQL ${serverVersion}`,
    )
    log(
      `${PROFILES.toLocaleString('en')} profiles, ${ACTIONS.toLocaleString('en')} actions. Times in ms as median / p95 (min–max); feed query = reading the run + the query (what the endpoint runs); walk = the same query without the run (decision 020); ratio = naive p95 ÷ ours p95.\n`,
    )
    log(
      '| Earlier actions | Feed query | Walk without run | Naive query | Ratio | Feed endpoint | Naive endpoint | Ratio | Load average |',
    )
    log('|---|---|---|---|---|---|---|---|---|')
    for (const { user, results: r, load } of rows) {
      log(
        `| ${user.label} | ${trio(r.query!)} | ${trio(r.walk)} | ${trio(r.naiveQuery!)} | ${ratio(r.naiveQuery, r.query!)} | ${trio(r.endpoint!)} | ${trio(r.naiveEndpoint)} | ${r.naiveEndpoint ? ratio(r.naiveEndpoint, r.endpoint!) : '—'} | ${load} |`,
      )
    }
    log(
      `\nThe fit rows (decision 540): ${copyLoad}. "Feed query" above is the page as the app builds it: the copy's scan after reading what changed and the viewer's actions and blocks, then the query checking those cards. Here beside the query alone; both gave the same cards, checked first. Pages chosen by the copy: ${app.fitCopy.stats.served}, by the query after a failed check: ${app.fitCopy.stats.fellBack}.\n`,
    )
    log('| Earlier actions | Page from the copy | Query alone | Ratio |')
    log('|---|---|---|---|')
    for (const { user, results: r } of rows.filter((row) => row.results.queryAlone)) {
      log(`| ${user.label} | ${trio(r.query!)} | ${trio(r.queryAlone!)} | ${ratio(r.queryAlone, r.query!)} |`)
    }
    const worst = Math.max(...rows.map((r) => r.results.query!.p95))
    log(
      `Target p95 < 20 ms for the first page in every row: ${worst < 20 ? 'met' : 'MISSED'} (worst ${ms(worst)} ms)`,
    )
  } finally {
    // The database goes even when closing the app fails (a plugin timing out on a busy machine).
    await app.close().catch((error) => console.error(error))
    if (process.env.BENCH_KEEP === '1') log(`Kept database ${dbName}`)
    await dropDatabase()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
