import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  checkBoundaries,
  cyclesOf,
  declaredDecorators,
  serverArrows,
  specifiersOf,
} from './check-boundaries.mjs'

const ts = createRequire(import.meta.url)('typescript')

// Each check builds a small TypeScript program: about a second, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const made = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A small repository: { 'path/from/root.ts': 'source' }. */
function repo(files) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'))
  made.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const mod = 'apps/server/src/modules'
/** A module's index: a fastify-plugin with its name, dependencies and decorators. */
const moduleIndex = (name, { deps = [], decorates = [], body = '', imports = '' } = {}) => `${imports}
import fp from 'fastify-plugin'
declare module 'fastify' {
  interface FastifyInstance {
${decorates.map((d) => `    /** A service. */\n    ${d}: { run(): void }`).join('\n')}
  }
}
export default fp(async function m(app) {
${decorates.map((d) => `  app.decorate('${d}', { run() {} })`).join('\n')}
  ${body}
}, { name: '${name}', dependencies: [${deps.map((d) => `'${d}'`).join(', ')}] })
`

const schema = 'apps/server/src/db/schema'
/** Two tables, their index and owner map; `exceptions` are WRITES_OUTSIDE_OWNER's entries. */
const tables = (exceptions = []) => ({
  [`${schema}/profiles.ts`]: `import { pgTable, text } from 'drizzle-orm/pg-core'
export const profiles = pgTable('profiles', { id: text().primaryKey(), name: text() })
export const profileActions = pgTable('profile_actions', { id: text().primaryKey() })
`,
  [`${schema}/index.ts`]: "export * from './profiles'\n",
  [`${schema}/owners.ts`]: `export const TABLE_OWNERS = {
  profiles: 'modules/profiles',
  profileActions: 'modules/social',
} as const satisfies Record<string, string>
export const WRITES_OUTSIDE_OWNER: readonly { writer: string; table: string; reason: string }[] = [
${exceptions.map((e) => `  { writer: '${e.writer}', table: '${e.table}', reason: 'known' },`).join('\n')}
]
`,
})

describe('the boundary check', () => {
  it('passes a tree whose modules point one way', () => {
    const root = repo({
      [`${mod}/tokens/index.ts`]: moduleIndex('tokens', { decorates: ['tokens'] }),
      [`${mod}/matches/index.ts`]: moduleIndex('matches', {
        deps: ['tokens'],
        imports: "import { x } from '../tokens'",
        body: 'app.tokens.run()',
      }),
      'apps/web/src/app/router.tsx': "import { A } from '../features/a/a'\n",
      'apps/web/src/features/a/a.tsx': "import { ui } from '../../components/ui'\n",
    })
    expect(checkBoundaries(root)).toEqual([])
  })

  it('fails on two modules importing each other', () => {
    const root = repo({
      [`${mod}/chat/index.ts`]: moduleIndex('chat', { imports: "import { m } from '../matches'" }),
      [`${mod}/matches/index.ts`]: moduleIndex('matches', { imports: "import { c } from '../chat'" }),
    })
    const problems = checkBoundaries(root)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('server parts in a cycle: modules/chat, modules/matches')
  })

  it('fails on a cycle hidden behind a decorator and a declared dependency', () => {
    const root = repo({
      // tokens uses app.matches (declared), while matches imports tokens: no import cycle.
      [`${mod}/tokens/index.ts`]: moduleIndex('tokens', { deps: ['matches'], body: 'app.matches.run()' }),
      [`${mod}/matches/index.ts`]: moduleIndex('matches', {
        decorates: ['matches'],
        imports: "import { applyLedger } from '../tokens'",
      }),
    })
    const problems = checkBoundaries(root)
    expect(problems.join('\n')).toContain('server parts in a cycle: modules/matches, modules/tokens')
    expect(problems.join('\n')).toContain('uses app.matches')
  })

  it('fails on a declared-dependency cycle alone', () => {
    const root = repo({
      [`${mod}/a/index.ts`]: moduleIndex('a', { deps: ['b'] }),
      [`${mod}/b/index.ts`]: moduleIndex('b', { deps: ['a'] }),
    })
    expect(checkBoundaries(root)).toEqual([
      expect.stringContaining('server parts in a cycle: modules/a, modules/b'),
    ])
  })

  it('fails on a decorator used without its module among the dependencies', () => {
    const root = repo({
      [`${mod}/push/index.ts`]: moduleIndex('push', { decorates: ['push'] }),
      [`${mod}/notifications/index.ts`]: moduleIndex('notifications', {
        body: "if (app.hasDecorator('push')) {}",
      }),
    })
    expect(checkBoundaries(root)).toEqual([
      expect.stringContaining("uses app.push of modules/push without 'push' in its dependencies"),
    ])
  })

  it('fails on a cycle through a shared file outside the modules', () => {
    const root = repo({
      [`${mod}/auth/index.ts`]: moduleIndex('auth', {
        imports: "import type { User } from '../../plugins/auth'",
      }),
      'apps/server/src/plugins/auth.ts': "import { cache } from '../modules/auth'\n",
    })
    expect(checkBoundaries(root)).toEqual([
      expect.stringContaining('server parts in a cycle: modules/auth, plugins/auth'),
    ])
  })

  it('fails on a deep import into a module, from the server or from bench/', () => {
    const root = repo({
      [`${mod}/discover/index.ts`]: moduleIndex('discover'),
      [`${mod}/discover/feed.ts`]: 'export const feed = 1\n',
      'apps/server/src/scheduler/index.ts': "import { feed } from '../modules/discover/feed'\n",
      'bench/discovery/run.ts': "import { feed } from '../../apps/server/src/modules/discover/feed'\n",
    })
    const problems = checkBoundaries(root)
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).toContain('bench/discovery/run.ts')
  })

  it('fails on a feature importing another feature, and on lib/ importing a feature', () => {
    const root = repo({
      'apps/web/src/features/liked/screen.tsx': "import { keys } from '../matches/api/match-keys'\n",
      'apps/web/src/features/matches/api/match-keys.ts': 'export const keys = 1\n',
      'apps/web/src/lib/wallet.ts': "import { keys } from '../features/matches/api/match-keys'\n",
      'apps/web/src/app/routes/shell.tsx': "import { keys } from '../../features/matches/api/match-keys'\n",
    })
    const problems = checkBoundaries(root)
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).toContain('feature liked → feature matches')
    expect(problems.join('\n')).toContain('lib/ (only app/ imports features)')
  })

  it('lets a feature import an entity, and fails on an entity importing a feature or lib/ importing an entity', () => {
    const entity = 'apps/web/src/entities/profile-actions'
    const passing = repo({
      'apps/web/src/features/liked/screen.tsx':
        "import { like } from '../../entities/profile-actions/requests'\n",
      'apps/web/src/features/discover/deck.ts':
        "import type { Like } from '../../entities/profile-actions/requests'\n",
      [`${entity}/requests.ts`]:
        "import { request } from '../../lib/api-client'\nimport { ok } from '../wallet/wallet'\nexport const like = request\nexport type Like = typeof ok\n",
      'apps/web/src/entities/wallet/wallet.ts':
        "import { request } from '../../lib/api-client'\nexport const ok = request\n",
      'apps/web/src/lib/api-client.ts': 'export const request = 1\n',
      'apps/web/src/app/page-answers.ts': "import { ok } from '../entities/wallet/wallet'\n",
    })
    expect(checkBoundaries(passing)).toEqual([])

    const failing = repo({
      [`${entity}/requests.ts`]: "import { keys } from '../../features/matches/api/match-keys'\n",
      'apps/web/src/features/matches/api/match-keys.ts': 'export const keys = 1\n',
      'apps/web/src/lib/api-client.ts': "import '../entities/profile-actions/requests'\n",
      'apps/web/src/components/ui/button.tsx':
        "export type B = typeof import('../../entities/profile-actions/requests')\n",
    })
    const problems = checkBoundaries(failing)
    expect(problems).toHaveLength(3)
    expect(problems.join('\n')).toContain(
      `${entity}/requests.ts: imports '../../features/matches/api/match-keys' (entity profile-actions (only app/ imports features) → feature matches)`,
    )
    expect(problems.join('\n')).toContain(
      "apps/web/src/lib/api-client.ts: imports '../entities/profile-actions/requests' (lib/ (only app/, features and entities import entities) → entity profile-actions)",
    )
    expect(problems.join('\n')).toContain('apps/web/src/components/ui/button.tsx')
  })

  it('fails on a text worded through the retired MESSAGES table or its language switch', () => {
    const root = repo({
      // No file is allowed them any more, not even the domain's own (the allow-list is gone).
      'packages/domain/src/messages.ts': 'export const MESSAGES = {}\nexport const labelsOf = () => []\n',
      'apps/web/src/features/liked/screen.tsx':
        "import { MESSAGES } from '@mithaq/domain'\nexport const title = () => MESSAGES.loading\n",
      'apps/server/src/lib/answers.ts':
        "import { MESSAGES } from '@mithaq/domain'\nexport const m = MESSAGES\n",
      'packages/domain/src/greeting.ts':
        "import { setMessagesLanguage } from './messages'\nexport { setMessagesLanguage }\n",
      'apps/web/src/features/liked/words.ts':
        "import { t } from '../../i18n'\nexport const title = () => t('notices.loading')\n",
    })
    const problems = checkBoundaries(root)
    expect(problems).toEqual([
      'apps/server/src/lib/answers.ts: uses MESSAGES; word texts with t() (web) or englishTranslator() (server) (decision 390)',
      'apps/web/src/features/liked/screen.tsx: uses MESSAGES; word texts with t() (web) or englishTranslator() (server) (decision 390)',
      'packages/domain/src/greeting.ts: uses setMessagesLanguage; word texts with t() (web) or englishTranslator() (server) (decision 390)',
      'packages/domain/src/messages.ts: uses MESSAGES; word texts with t() (web) or englishTranslator() (server) (decision 390)',
      'packages/domain/src/messages.ts: uses labelsOf; word texts with t() (web) or englishTranslator() (server) (decision 390)',
    ])
  })

  it('fails on a write to the profiles table outside the profiles module', () => {
    const root = repo({
      ...tables(),
      [`${mod}/profiles/profile.writes.ts`]:
        "import { profiles } from '../../db/schema'\nawait tx.update(profiles).set({ name: 'a' })\n",
      [`${mod}/account/account.service.ts`]:
        "import { profiles } from '../../db/schema'\nawait tx\n  .update(profiles)\n  .set({ name: '' })\n",
    })
    expect(checkBoundaries(root)).toEqual([
      expect.stringContaining(
        'account.service.ts: writes the profiles table (.update(profiles)), which modules/profiles owns',
      ),
    ])
  })

  it('reads the names a file adds to FastifyInstance, not their parameters', () => {
    const text = `declare module 'fastify' {
  interface FastifyInstance {
    /** The hub: a: b. */
    hub: Hub
    notify(rows: Row[]): void
    optional?: { inner: string }
  }
}`
    expect(declaredDecorators(text)).toEqual(['hub', 'notify', 'optional'])
  })

  it('passes this repository', () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
    expect(checkBoundaries(root)).toEqual([])
  })

  it("finds no cycle in this repository's server: auth is handed moderation's sign-in gate", () => {
    const arrows = serverArrows(resolve(dirname(fileURLToPath(import.meta.url)), '..'))
    expect(cyclesOf(arrows)).toEqual([])
    expect(arrows.get('modules/moderation')?.has('modules/auth')).toBe(true)
    expect(arrows.get('modules/auth')?.has('modules/moderation')).toBe(false)
  })
})

describe('the boundary check reads code, not text', () => {
  it("sees the code after a string that looks like a comment's start ('/api/auth/*')", () => {
    // The old check took `/*'` for a comment and dropped the lines up to the next `*/`.
    const root = repo({
      [`${mod}/auth/index.ts`]: moduleIndex('auth', {
        body: 'await app.register(authRoutes)',
        imports: "import { authRoutes } from './auth.routes'",
      }),
      [`${mod}/auth/auth.routes.ts`]: `import type { FastifyInstance } from 'fastify'
export async function authRoutes(app: FastifyInstance) {
  app.route({
    method: 'POST',
    url: '/api/auth/*',
    async handler(request, reply) {
      if (await app.moderation.isBannedEmail('a@b.c')) return reply.status(403).send()
    },
  })
}

/** Whose sessions end. */
export function ending() {}
`,
      [`${mod}/moderation/index.ts`]: moduleIndex('moderation', {
        deps: ['auth'],
        decorates: ['moderation'],
        imports: "import { isModerator } from '../auth'",
      }),
    })
    const problems = checkBoundaries(root).join('\n')
    expect(problems).toContain('server parts in a cycle: modules/auth, modules/moderation')
    expect(problems).toContain(
      'modules/auth → modules/moderation: apps/server/src/modules/auth/auth.routes.ts uses app.moderation',
    )
    expect(problems).toContain(
      "auth.routes.ts: uses app.moderation of modules/moderation without 'moderation' in its dependencies",
    )
  })

  it("sees a bare import ('../matches') as an arrow", () => {
    const root = repo({
      [`${mod}/chat/index.ts`]: moduleIndex('chat', { imports: "import '../matches'" }),
      [`${mod}/matches/index.ts`]: moduleIndex('matches', { imports: "import { c } from '../chat'" }),
    })
    expect(checkBoundaries(root)).toEqual([
      expect.stringContaining('server parts in a cycle: modules/chat, modules/matches'),
    ])
  })

  it('reads every form of import', () => {
    const text = `// import './commented'
const s = "import './in-a-string'"
import '../bare'
import type { T } from '../type-only'
export * as ns from '../star-as'
export { c } from '../re-export'
import e = require('../equals')
const f = await import('../dynamic')
const g = require('../required')
type H = typeof import('../type-import')
`
    const parsed = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true)
    expect(specifiersOf(parsed)).toEqual([
      '../bare',
      '../type-only',
      '../star-as',
      '../re-export',
      '../equals',
      '../dynamic',
      '../required',
      '../type-import',
    ])
  })

  it('sees a decorator taken apart (`const { matches } = app`)', () => {
    const root = repo({
      [`${mod}/tokens/index.ts`]: moduleIndex('tokens', { body: 'const { matches } = app\n  matches.run()' }),
      [`${mod}/matches/index.ts`]: moduleIndex('matches', {
        decorates: ['matches'],
        imports: "import { applyLedger } from '../tokens'",
      }),
    })
    const problems = checkBoundaries(root).join('\n')
    expect(problems).toContain('server parts in a cycle: modules/matches, modules/tokens')
    expect(problems).toContain("uses app.matches of modules/matches without 'matches' in its dependencies")
  })

  it("sees a decorator read by its name (`app['matches']`)", () => {
    const root = repo({
      [`${mod}/tokens/index.ts`]: moduleIndex('tokens', { body: "app['matches'].run()" }),
      [`${mod}/matches/index.ts`]: moduleIndex('matches', {
        decorates: ['matches'],
        imports: "import { applyLedger } from '../tokens'",
      }),
    })
    expect(checkBoundaries(root).join('\n')).toContain(
      'server parts in a cycle: modules/matches, modules/tokens',
    )
  })

  it('finds the instance by its type, not its name (`request.server.matches`, `instance` passed on)', () => {
    const root = repo({
      [`${mod}/tokens/index.ts`]: moduleIndex('tokens', {
        imports: "import { wallet } from './wallet.routes'",
        body: "app.get('/w', async (request) => request.server.matches.run())\n  wallet(app)",
      }),
      [`${mod}/tokens/wallet.routes.ts`]: `import type { FastifyInstance } from 'fastify'
export function wallet(it: FastifyInstance) {
  return it.matches
}
`,
      [`${mod}/matches/index.ts`]: moduleIndex('matches', {
        decorates: ['matches'],
        imports: "import { applyLedger } from '../tokens'",
      }),
    })
    const problems = checkBoundaries(root).join('\n')
    expect(problems).toContain('tokens/index.ts: uses app.matches of modules/matches')
    expect(problems).toContain('tokens/wallet.routes.ts: uses app.matches of modules/matches')
  })

  it("does not take another object's property of the same name for a decorator", () => {
    const root = repo({
      [`${mod}/push/index.ts`]: moduleIndex('push', { decorates: ['push', 'matches'] }),
      // An array's push and a service's own `matches` field are not app.push or app.matches.
      [`${mod}/social/index.ts`]: moduleIndex('social', {
        body: "const list: string[] = []\n  list.push('a')\n  const deps = { matches: 1 }\n  deps.matches",
      }),
    })
    expect(checkBoundaries(root)).toEqual([])
  })

  it('finds a write through a namespace (`db.update(schema.profiles)`)', () => {
    const root = repo({
      ...tables(),
      [`${mod}/account/account.service.ts`]:
        "import * as schema from '../../db/schema'\nawait db.update(schema.profiles).set({ name: '' })\n",
    })
    expect(checkBoundaries(root)).toEqual([
      expect.stringContaining(
        'modules/account/account.service.ts: writes the profiles table (.update(profiles)), which modules/profiles owns',
      ),
    ])
  })

  it('finds a write to an aliased table (`profiles as p`, `const t = profiles`)', () => {
    const root = repo({
      ...tables(),
      [`${mod}/account/erase.ts`]:
        "import { profiles as p } from '../../db/schema'\nawait tx.delete(p).where(x)\n",
      [`${mod}/demo/seed.ts`]:
        "import { profiles } from '../../db/schema'\nconst t = profiles\nawait tx.insert(t).values({ id: 'a' })\n",
    })
    const problems = checkBoundaries(root)
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).toContain(
      'modules/account/erase.ts: writes the profiles table (.delete(profiles))',
    )
    expect(problems.join('\n')).toContain(
      'modules/demo/seed.ts: writes the profiles table (.insert(profiles))',
    )
  })

  it('finds a write in raw SQL, the table named or interpolated', () => {
    const root = repo({
      ...tables(),
      [`${mod}/account/raw.ts`]: "await db.execute(sql`UPDATE profiles SET name = ''`)\n",
      [`${mod}/demo/raw.ts`]: `import { profiles } from '../../db/schema'
await tx.execute(sql\`delete from \${profiles} where id = \${id}\`)
`,
      [`${mod}/chat/raw.ts`]: 'await client.query(\'insert into "profiles" (id) values ($1)\', [id])\n',
      // Reading is not writing, and `update set` after a conflict names no table.
      [`${mod}/social/raw.ts`]:
        "await db.execute(sql`select * from profiles for update`)\nconst s = 'on conflict do update set name = 1'\n",
    })
    const problems = checkBoundaries(root)
    expect(problems).toHaveLength(3)
    expect(problems.join('\n')).toContain(
      "modules/account/raw.ts: writes the profiles table (SQL 'UPDATE profiles')",
    )
    expect(problems.join('\n')).toContain(
      "modules/demo/raw.ts: writes the profiles table (SQL 'delete from  profiles')",
    )
    expect(problems.join('\n')).toContain(
      `modules/chat/raw.ts: writes the profiles table (SQL 'insert into "profiles"')`,
    )
  })
})

describe('every table has one owner, and the known exceptions can only shrink', () => {
  const writer = {
    [`${mod}/discover/decisions.ts`]:
      "import { profileActions } from '../../db/schema'\nawait tx.delete(profileActions).where(x)\n",
  }

  it('passes a write outside the owner that the exceptions list', () => {
    const root = repo({
      ...tables([{ writer: 'modules/discover/decisions.ts', table: 'profileActions' }]),
      ...writer,
    })
    expect(checkBoundaries(root)).toEqual([])
  })

  it('fails on a new write outside the owner', () => {
    const root = repo({ ...tables(), ...writer })
    expect(checkBoundaries(root)).toEqual([
      expect.stringContaining(
        'modules/discover/decisions.ts: writes the profileActions table (.delete(profileActions)), which modules/social owns',
      ),
    ])
  })

  it('fails on an exception that no longer happens', () => {
    const root = repo(tables([{ writer: 'modules/discover', table: 'profileActions' }]))
    expect(checkBoundaries(root)).toEqual([
      expect.stringContaining('the exception modules/discover → profileActions no longer happens'),
    ])
  })

  it('fails on a table without an owner', () => {
    const root = repo({
      ...tables(),
      [`${schema}/tokens.ts`]:
        "import { pgTable, text } from 'drizzle-orm/pg-core'\nexport const tokenTransactions = pgTable('token_transactions', { id: text() })\n",
    })
    expect(checkBoundaries(root)).toEqual([
      expect.stringContaining('owners.ts: the table tokenTransactions (token_transactions) has no owner'),
    ])
  })
})

describe('npm run lint', () => {
  const script = resolve(dirname(fileURLToPath(import.meta.url)), 'check-boundaries.mjs')

  it('fails, naming the problem, on a tree that crosses a boundary', () => {
    const root = repo({
      [`${mod}/chat/index.ts`]: moduleIndex('chat', { imports: "import '../matches'" }),
      [`${mod}/matches/index.ts`]: moduleIndex('matches', { imports: "import { c } from '../chat'" }),
    })
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('server parts in a cycle: modules/chat, modules/matches')
  })

  it('passes a tree that keeps them', () => {
    const root = repo({ [`${mod}/chat/index.ts`]: moduleIndex('chat') })
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' })
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('Module boundaries hold')
  })
})
