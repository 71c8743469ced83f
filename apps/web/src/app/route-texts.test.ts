import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FIRST_LOAD_NAMESPACES } from '@mithaq/i18n'
import { describe, expect, it } from 'vitest'

// Decision 290: a screen's texts beyond the first load come with its route (router.tsx's
// lazyPage lists). This reads the source: every module a screen imports (statically, or lazily
// from inside the screen) and the namespaces of the keys it names ('chat.today', `chat.timer.${…}`).
// A namespace a screen uses but neither the first load nor its list has would show as keys.

const web = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const repo = resolve(web, '../..')
const catalogues = join(repo, 'packages/i18n/src/catalogues/en')
const NAMESPACES = readdirSync(catalogues)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && file !== 'legal.ts' && file !== 'terms.ts')
  .map((file) => file.replace(/\.ts$/, ''))
const FIRST_LOAD = new Set<string>(FIRST_LOAD_NAMESPACES)

/** Modules that load screens (or show how in a comment): their lazy imports are other screens, each checked on its own. */
const SCREEN_LOADERS = ['src/app/router.tsx', 'src/app/root.tsx', 'src/app/lazy-page.tsx']
/**
 * Modules a screen imports whose texts it does not show, each with why. The page title names a
 * sign-up step only on /signup/*, where the sign-up route has loaded its texts, and names it
 * again when they arrive (page-title.tsx).
 */
const NOT_SHOWN: Record<string, string[]> = {
  'src/app/full-app.tsx': ['signup'],
}

/**
 * Domain modules whose texts only some screens show: every screen imports the domain, so their
 * namespaces are not charged to each one; instead, each screen that shows them must load them.
 */
const DOMAIN_TEXTS: Record<string, { namespace: string; shownBy: string[] }> = {
  // A timer's title, turn and rule: the chat's banner, the Matches rows and the bell's reminders.
  'packages/domain/src/match-timer.ts': {
    namespace: 'chat',
    shownBy: [
      'src/app/routes/chat-route.tsx',
      'src/app/routes/matches-route.tsx',
      'src/app/routes/notifications-route.tsx',
    ],
  },
  // Moderation actions' names: the console and a member's own reports on the account screen.
  'packages/domain/src/moderation.ts': {
    namespace: 'moderation',
    shownBy: ['src/app/routes/moderation-route.tsx', 'src/app/routes/account-route.tsx'],
  },
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else if (specifier === '@mithaq/domain') base = join(repo, 'packages/domain/src/index')
  else return null
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/**
 * Parts of a screen loaded with their own texts (lib/lazy-with-texts.ts):
 * `lazyWithTexts(() => import('…'), 'Name', ['ns', …])`. The screen does not charge them; each is
 * checked on its own against its list.
 */
const LAZY_WITH_TEXTS = /lazyWithTexts\(\s*\(\)\s*=>\s*import\('([^']+)'\),\s*'\w+',\s*\[([^\]]*)\]/g

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gms
const LAZY_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** The modules `start` runs, deep: static imports, and lazy ones except the screen loaders'. */
function modulesOf(start: string): Set<string> {
  const seen = new Set<string>()
  const stack = [join(web, start)]
  while (stack.length > 0) {
    const file = stack.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    const lazyToo = !SCREEN_LOADERS.includes(relative(web, file))
    const ownTexts = new Set([...source.matchAll(LAZY_WITH_TEXTS)].map(([, specifier]) => specifier))
    for (const pattern of lazyToo ? [STATIC_IMPORT, LAZY_IMPORT] : [STATIC_IMPORT]) {
      for (const [, specifier] of source.matchAll(pattern)) {
        if (pattern === LAZY_IMPORT && ownTexts.has(specifier as string)) continue
        const found = resolveImport(file, specifier as string)
        if (found) stack.push(found)
      }
    }
  }
  return seen
}

/**
 * The namespaces whose keys the modules name, each with the first module that does; without the
 * DOMAIN_TEXTS modules' own namespaces unless `domainToo`.
 */
function namespacesOf(files: Set<string>, domainToo = true): Map<string, string> {
  const used = new Map<string, string>()
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file)) continue
    const source = readFileSync(file, 'utf8')
    const ownTexts = domainToo ? undefined : DOMAIN_TEXTS[relative(repo, file)]?.namespace
    for (const namespace of NAMESPACES) {
      if (namespace === ownTexts) continue
      if (!used.has(namespace) && new RegExp(`['"\`]${namespace}\\.[a-zA-Z$]`).test(source)) {
        used.set(namespace, relative(repo, file))
      }
    }
  }
  return used
}

/** The namespaces a screen uses that neither the first load nor `loaded` holds. */
function missing(start: string, loaded: string[]): string[] {
  const allowed = new Set([...FIRST_LOAD, ...loaded, ...(NOT_SHOWN[start] ?? [])])
  return [...namespacesOf(modulesOf(start), false)]
    .filter(([namespace]) => !allowed.has(namespace))
    .map(([namespace, file]) => `${namespace} (${file})`)
}

/** Every `lazyWithTexts` part in the web app, with the namespaces it loads. */
function parts(): { module: string; texts: string[] }[] {
  const found: { module: string; texts: string[] }[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        for (const [, specifier, list] of readFileSync(path, 'utf8').matchAll(LAZY_WITH_TEXTS)) {
          const target = resolveImport(path, specifier as string)
          if (!target) throw new Error(`${path}: cannot resolve ${specifier}`)
          found.push({
            module: relative(web, target),
            texts: [...(list ?? '').matchAll(/'(\w+)'/g)].map(([, namespace]) => namespace as string),
          })
        }
      }
    }
  }
  walk(join(web, 'src'))
  return found
}

/** router.tsx's screens: `lazyPage(() => import('…'), 'Name', ['ns', …])`. */
function screens(): { module: string; texts: string[] }[] {
  const router = readFileSync(join(web, 'src/app/router.tsx'), 'utf8')
  const found = [
    ...router.matchAll(/lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\),\s*'\w+',?\s*(?:\[([^\]]*)\])?/g),
  ]
  return found.map(([, specifier, list]) => ({
    module: relative(web, resolveImport(join(web, 'src/app/router.tsx'), specifier as string) as string),
    texts: [...(list ?? '').matchAll(/'(\w+)'/g)].map(([, namespace]) => namespace as string),
  }))
}

describe('every screen has its texts when it renders (decision 290)', () => {
  it('finds the screens and the namespaces', () => {
    expect(screens().length).toBeGreaterThanOrEqual(15)
    expect(NAMESPACES).toContain('chat')
    // The check sees a module that uses another namespace: the chat's texts are not the first load's.
    expect(missing('src/app/routes/chat-route.tsx', [])).toContain(
      'chat (apps/web/src/features/matches/components/chat/chat-screen.tsx)',
    )
  })

  it("the entry, the app layer and Discover's first screen use only the first load's namespaces", () => {
    for (const start of [
      'src/app/main.tsx',
      'src/app/full-app.tsx',
      'src/app/page-answers.ts',
      'src/app/routes/app-shell.tsx',
      'src/app/routes/discover-route.tsx',
    ]) {
      expect(missing(start, []), start).toEqual([])
    }
  })

  it('each screen loads the namespaces it uses beyond the first load', () => {
    for (const { module, texts } of screens()) {
      expect(missing(module, texts), module).toEqual([])
    }
  })

  it('each part loaded with its own texts (lazyWithTexts) lists the namespaces it uses', () => {
    const found = parts()
    expect(found.map(({ module }) => module)).toContain('src/entities/profile/faith/faith-on-card.tsx')
    for (const { module, texts } of found) {
      expect(missing(module, texts), module).toEqual([])
      const used = namespacesOf(modulesOf(module))
      expect(
        texts.filter((namespace) => !used.has(namespace)),
        module,
      ).toEqual([])
    }
  })

  it("each screen that shows a domain module's texts loads them", () => {
    const lists = new Map(screens().map(({ module, texts }) => [module, texts]))
    for (const [file, { namespace, shownBy }] of Object.entries(DOMAIN_TEXTS)) {
      expect(
        new RegExp(`['"\`]${namespace}\\.[a-zA-Z$]`).test(readFileSync(join(repo, file), 'utf8')),
        file,
      ).toBe(true)
      for (const screen of shownBy) expect(lists.get(screen), `${screen} (${file})`).toContain(namespace)
    }
  })

  it('no screen loads a namespace it does not use (each costs a download)', () => {
    for (const { module, texts } of screens()) {
      const used = namespacesOf(modulesOf(module))
      expect(
        texts.filter((namespace) => !used.has(namespace)),
        module,
      ).toEqual([])
    }
  })
})
