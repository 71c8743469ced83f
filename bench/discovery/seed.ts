import { FAITH_FIELD_NAMES, FAITH_FIELDS, PREFER_NOT_TO_SAY } from '@mithaq/domain'
import type pg from 'pg'
import { faithVectorBackfillSql } from '../../apps/server/src/modules/profiles'

/** `BENCH_PROFILES` (default 100,000) and `BENCH_ACTIONS` (default 2,000,000, the bench users' included). */
export const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000)
export const ACTIONS = Number(process.env.BENCH_ACTIONS ?? 2_000_000)

/** The people whose feeds are measured: men, so their feed is the 50,000 women. */
export interface BenchUser {
  key: string
  label: string
  id: string
  actions: number
  /** 'feed-order': acted on the first cards of their own feed (someone who swiped); else random women. */
  targets: 'feed-order' | 'random'
}

const COUNTRIES = [
  'Egypt',
  'United Kingdom',
  'Malaysia',
  'Indonesia',
  'Pakistan',
  'Turkey',
  'Morocco',
  'Jordan',
  'Saudi Arabia',
  'United States',
  'Canada',
  'France',
  'Germany',
  'Nigeria',
  'Bangladesh',
  'Algeria',
  'Tunisia',
  'Qatar',
  'Kuwait',
  'Sweden',
]

/**
 * Fills a freshly migrated database with generate_series: PROFILES profiles (half women, 95 %
 * active, ages 18 to 80, created over two years), two pictures each, ACTIONS profile actions in
 * all (the bench users' included; at most 20 per member), 5,000 blocks and two favorites per
 * member; then VACUUM ANALYZE.
 * The bench users already exist as auth users (signed up through the API); they get profiles here.
 */
export async function seed(client: pg.Client, benchUsers: BenchUser[], log: (line: string) => void) {
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const start = performance.now()
    const res = await client.query(sql, params)
    log(`  ${label}: ${res.rowCount ?? 0} rows in ${((performance.now() - start) / 1000).toFixed(1)} s`)
  }
  await client.query('select setseed(0.4242)')
  await client.query(`create unlogged table bench_ids as
    select n, gen_random_uuid()::text as id from generate_series(1, ${PROFILES}) n`)
  await step(
    'users',
    `insert into users (id, email, name) select id, 'bench-' || n || '@mithaq.bench', '' from bench_ids`,
  )
  await step(
    'profiles',
    `insert into profiles (id, name, sex, country, city, birthday, about_me, education, occupation,
       nationality, height, marital_status, is_active, created_at, last_active_at)
     select b.id, 'Member ' || b.n, case when b.n % 2 = 0 then 'female' else 'male' end,
       c.country, 'City ' || (b.n % 500), current_date - (18 * 365 + floor(random() * 62 * 365))::int,
       'About member ' || b.n, 'BSc', 'Engineer', array[c.country], 130 + floor(random() * 71)::int,
       'Never Married', random() < 0.95, now() - random() * interval '730 days',
       now() - random() * interval '60 days'
     from bench_ids b
     cross join lateral (select ($1::text[])[1 + floor(random() * ${COUNTRIES.length})::int + (b.n * 0)] as country) c`,
    [COUNTRIES],
  )
  await step(
    'bench users’ profiles',
    `insert into profiles (id, name, sex, country, city, birthday, about_me, nationality, height, marital_status)
     select id, 'Bench ' || key, 'male', 'United Kingdom', 'London', current_date - 30 * 365, 'Bench user',
       array['United Kingdom'], 180, 'Never Married'
     from unnest($1::text[], $2::text[]) as u(id, key)`,
    [benchUsers.map((u) => u.id), benchUsers.map((u) => u.key)],
  )
  await step(
    'pictures',
    `insert into profile_pictures (profile_id, storage_path, position)
     select id, id || '-' || k || '.webp', k from bench_ids cross join generate_series(0, 1) k`,
  )
  await client.query(`create unlogged table bench_sex as
    select id, sex, row_number() over (partition by sex order by id) - 1 as i
    from profiles where id in (select id from bench_ids)`)
  await client.query('create index on bench_sex (sex, i)')

  // Background actions: 20 per member toward distinct members of the other sex (a fixed stride
  // through them), like 40 %, pass 55 %, seen 5 %, with as many as the bench users' need left out.
  const background = ACTIONS - benchUsers.reduce((n, u) => n + u.actions, 0)
  await step(
    'profile actions (background)',
    `insert into profile_actions (from_profile_id, to_profile_id, action, created_at)
     select f.id, t.id,
       case when r.r < 0.40 then 'like' when r.r < 0.95 then 'pass' else 'seen' end,
       now() - random() * interval '365 days'
     from bench_sex f
     cross join generate_series(0, 19) k
     join bench_sex t on t.sex <> f.sex and t.i = (f.i * 7919 + k * 104729) % ${PROFILES / 2}
     cross join lateral (select random() + (k * 0) as r) r
     where f.i * 40 + k + (case when f.sex = 'female' then 20 else 0 end) < ${background}`,
  )
  for (const user of benchUsers.filter((u) => u.actions > 0)) {
    const order =
      user.targets === 'feed-order' ? 'order by p.created_at desc, p.id desc' : 'order by md5(p.id || $1)'
    await step(
      `profile actions of ${user.key} (${user.targets})`,
      `insert into profile_actions (from_profile_id, to_profile_id, action)
       select $1, p.id, case when random() < 0.4 then 'like' else 'pass' end
       from profiles p where p.sex = 'female' and p.is_active ${order} limit ${user.actions}`,
      [user.id],
    )
  }
  await step(
    'blocks',
    `insert into blocked_profiles (blocker_id, blocked_id)
     select f.id, t.id from bench_sex f join bench_sex t on t.sex <> f.sex and t.i = (f.i * 31 + 17) % ${PROFILES / 2}
     where f.i < 2500 on conflict do nothing`,
  )
  await step(
    'blocks around the bench users',
    `insert into blocked_profiles (blocker_id, blocked_id)
     select case when k % 2 = 0 then u.id else w.id end, case when k % 2 = 0 then w.id else u.id end
     from unnest($1::text[]) u(id)
     cross join generate_series(0, 19) k
     join bench_sex w on w.sex = 'female' and w.i = 1000 + k * 997
     on conflict do nothing`,
    [benchUsers.map((u) => u.id)],
  )
  await step(
    'favorites',
    `insert into favorited_profiles (user_id, favorited_id)
     select f.id, t.id from bench_sex f cross join generate_series(0, 1) k
     join bench_sex t on t.sex <> f.sex and t.i = (f.i * 104723 + k * 7) % ${PROFILES / 2}
     on conflict do nothing`,
  )
  await seedFaith(step)
  const start = performance.now()
  await client.query('drop table bench_ids, bench_sex')
  await client.query('vacuum analyze')
  log(`  vacuum analyze: ${((performance.now() - start) / 1000).toFixed(1)} s`)
}

/** One random answer to `field` in SQL: 85 % a value, 5 % 'prefer not to say', else unsaid. */
function answerSql(field: string): string {
  if (field === 'languages')
    return `case when random() < 0.85 then (case when random() < 0.5 then jsonb_build_array((array['ar','en','ur','fr','tr','id','ms','bn'])[1 + floor(random() * 8)::int]) else jsonb_build_array((array['ar','en'])[1 + floor(random() * 2)::int], (array['ur','fr','tr','id','ms','bn'])[1 + floor(random() * 6)::int]) end) end`
  const values = FAITH_FIELDS[field as Exclude<keyof typeof FAITH_FIELDS, 'languages'>]
  const list = values.map((v) => `'${v}'`).join(',')
  const applies =
    field === 'covering' ? "p.sex = 'female' and " : field === 'beard' ? "p.sex = 'male' and " : ''
  return `case when ${applies}random() < 0.85 then to_jsonb((array[${list}])[1 + floor(random() * ${values.length})::int]) when ${applies}random() < 0.33 then to_jsonb('${PREFER_NOT_TO_SAY}'::text) end`
}

/**
 * 'Faith and family' (decision 410): 60 % of the seeded members answered (never the bench users,
 * whose answers are the scenario's own) (each field 85 % of the time),
 * 15 % saved filters on it (a third of those a must on prayer, everyone wishes on three fields),
 * then the compact vectors are derived the way the migration did (decision 480).
 */
async function seedFaith(step: (label: string, sql: string, params?: unknown[]) => Promise<void>) {
  const answers = FAITH_FIELD_NAMES.map((f) => `'${f}', ${answerSql(f)}`).join(',\n       ')
  await step(
    'faith answers',
    `insert into profile_faith (profile_id, answers, shown, consent_at, updated_at)
     select p.id, jsonb_strip_nulls(jsonb_build_object(${answers})), array['prayer','marriageTimeline','languages'], now(), now()
     from profiles p where random() < 0.6 and p.id in (select id from bench_ids)`,
  )
  await step(
    'faith filters',
    `insert into discovery_filters (profile_id, age_min, age_max, height_min, height_max, faith)
     select p.id, 18, 80, 130, 220, jsonb_strip_nulls(jsonb_build_object(
       'prayer', case when random() < 0.33 then '{"values":["fiveDaily","usually"],"must":true}'::jsonb end,
       'marriageTimeline', '{"values":["withinYear","oneToTwoYears"],"must":false}'::jsonb,
       'wantsChildren', '{"values":["yes","openToIt"],"must":false}'::jsonb,
       'languages', jsonb_build_object('values', jsonb_build_array((array['ar','en','ur','fr'])[1 + floor(random() * 4)::int]), 'must', false)))
     from profiles p where random() < 0.15 and p.id in (select id from bench_ids)
     on conflict do nothing`,
  )
  for (const [i, statement] of faithVectorBackfillSql().split(';\n').entries())
    await step(i === 0 ? 'faith vectors: answers' : 'faith vectors: filters', statement)
}
