import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { checkBoundaries, declaredDecorators } from './check-boundaries.mjs'

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

  it('fails on a write to the profiles table outside the profiles module', () => {
    const root = repo({
      [`${mod}/profiles/profile.writes.ts`]: 'await tx.update(profiles).set({ isActive: true })\n',
      [`${mod}/account/account.service.ts`]: 'await tx\n  .update(profiles)\n  .set({ isActive: false })\n',
    })
    expect(checkBoundaries(root)).toEqual([
      expect.stringContaining('account.service.ts: writes the profiles table, which modules/profiles owns'),
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
})
