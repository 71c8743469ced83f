#!/usr/bin/env node
// Module boundaries, checked on every `npm run lint` (docs/architecture.md):
// - server: code outside apps/server/src/modules/<m>/ (the benchmarks in bench/ too) imports that
//   module only through its index.ts (`../matches`, never `../matches/match-economy`);
// - server: no cycle between the server's parts. A part is a module folder, or one file of the
//   shared folders (plugins/, realtime/, scheduler/, lib/…). Its arrows: what it imports (types too),
//   the `dependencies` its fastify-plugin declares, and the decorators it uses (`app.matches`,
//   `hasDecorator('push')`) of another part; a module using another module's decorator must name
//   that module in its `dependencies`;
// - server: the profiles table is written by the profiles module only (tokens keeps the balance);
// - web: only `app/` composes features; a feature in apps/web/src/features/<f>/ never imports
//   another feature, and the shared folders (components/, lib/…) import none.
// Tests are left out: a suite may reach into what it tests, and shared test helpers live beside it.
// Prints every problem and exits 1 if there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const SOURCE = /\.(ts|tsx|mts|mjs)$/
const TEST = /(\.test\.(ts|tsx|mjs)$|\.test-helpers\.ts$|\/test\/|\/testing\/|\/fuzz\/)/
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const SERVER = 'apps/server/src'
const MODULES = `${SERVER}/modules`
const WEB = 'apps/web/src'
const FEATURES = `${WEB}/features`
/** Composition roots: they import every part and declare what all parts share (app.db, app.clock…). */
const SERVER_ROOTS = new Set(['app', 'server'])

const posix = (path) => path.split(sep).join('/')

function walk(dir) {
  if (!existsSync(dir)) return []
  const out = []
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...walk(path))
    else if (SOURCE.test(name)) out.push(path)
  }
  return out
}

/** The first folder of `path` below `dir`, or undefined when `path` is not below it. */
function unitOf(dir, path) {
  const rel = relative(dir, path)
  if (rel.startsWith('..') || rel === '') return undefined
  return rel.split(sep)[0]
}

/** Relative specifiers of a file's imports, with the file they resolve to (when it exists). */
function importsOf(file, text) {
  const out = []
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2]
    if (!specifier.startsWith('.')) continue
    const target = resolve(dirname(file), specifier)
    const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')]
    const resolved = candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? target
    out.push({ specifier, target, resolved })
  }
  return out
}

const sources = (root, dir) => walk(join(root, dir)).filter((file) => !TEST.test(posix(relative(root, file))))

/** Server files import a module only through its index; bench/ too. */
function checkServerIndexes(root, problems) {
  const modulesDir = join(root, MODULES)
  for (const file of [...sources(root, SERVER), ...sources(root, 'bench')]) {
    const from = unitOf(modulesDir, file)
    for (const { specifier, target } of importsOf(file, readFileSync(file, 'utf8'))) {
      const to = unitOf(modulesDir, target)
      if (to === undefined || to === from) continue
      const inside = relative(join(modulesDir, to), target).replace(/\.(ts|tsx)$/, '')
      if (inside === '' || inside === 'index') continue
      problems.push(
        `${posix(relative(root, file))}: imports '${specifier}' (server module ${to}: use its index.ts)`,
      )
    }
  }
}

/** Features are composed by app/ only. */
function checkWebFeatures(root, problems) {
  const webDir = join(root, WEB)
  const featuresDir = join(root, FEATURES)
  for (const file of sources(root, WEB)) {
    const from = unitOf(featuresDir, file)
    const top = unitOf(webDir, file)
    for (const { specifier, target } of importsOf(file, readFileSync(file, 'utf8'))) {
      const to = unitOf(featuresDir, target)
      if (to === undefined || to === from) continue
      if (from === undefined && top === 'app') continue
      const who = from === undefined ? `${top}/ (only app/ imports features)` : `feature ${from}`
      problems.push(`${posix(relative(root, file))}: imports '${specifier}' (${who} → feature ${to})`)
    }
  }
}

/** The server part a file belongs to: `modules/<m>`, or the file's own path without extension. */
function partOf(root, file) {
  const module = unitOf(join(root, MODULES), file)
  if (module !== undefined) return `modules/${module}`
  return posix(relative(join(root, SERVER), file)).replace(/\.(ts|tsx|mts)$/, '')
}

/** Without comments and string contents that could look like code. */
const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

/** Names a file adds to FastifyInstance (`declare module 'fastify' { interface FastifyInstance {…} }`). */
export function declaredDecorators(text) {
  const names = []
  const code = stripComments(text)
  for (const match of code.matchAll(/interface\s+FastifyInstance\s*\{/g)) {
    // Member names start a line at the interface's own depth: `hub: Hub`, `notify(rows): void`.
    let depth = 1
    let lineStart = true
    for (let i = match.index + match[0].length; i < code.length && depth > 0; i++) {
      const c = code[i]
      if (lineStart && depth === 1 && /[\w$]/.test(c)) {
        const member = /^([\w$]+)\??\s*[:(<]/.exec(code.slice(i))
        if (member) names.push(member[1])
      }
      if (c === '\n') lineStart = true
      else if (!/\s/.test(c)) lineStart = false
      if (c === '{' || c === '(') depth++
      else if (c === '}' || c === ')') depth--
    }
  }
  return [...new Set(names)]
}

/** What a fastify-plugin says of itself: `{ name: 'x', dependencies: ['a', 'b'] }`. */
export function pluginMeta(text) {
  const name = /\bname:\s*'([\w-]+)'/.exec(text)?.[1]
  const list = /\bdependencies:\s*\[([^\]]*)\]/.exec(text)?.[1]
  const dependencies = list ? [...list.matchAll(/'([\w-]+)'/g)].map((m) => m[1]) : []
  return { name, dependencies }
}

/** The arrows between the server's parts, each with why it is there. */
export function serverGraph(root, problems) {
  const files = sources(root, SERVER).filter((file) => !SERVER_ROOTS.has(partOf(root, file)))
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))
  const edges = new Map()
  const addEdge = (from, to, why) => {
    if (from === to || SERVER_ROOTS.has(to)) return
    if (!edges.has(from)) edges.set(from, new Map())
    const out = edges.get(from)
    if (!out.has(to)) out.set(to, why)
  }

  // Who declares each decorator, and each module's plugin name and dependencies.
  const declarer = new Map()
  const byPluginName = new Map()
  const declaredDeps = new Map()
  for (const [file, text] of texts) {
    const part = partOf(root, file)
    for (const name of declaredDecorators(text)) declarer.set(name, part)
    const isModuleIndex =
      part.startsWith('modules/') && posix(relative(join(root, SERVER, part), file)) === 'index.ts'
    if (isModuleIndex) {
      const meta = pluginMeta(text)
      if (meta.name) byPluginName.set(meta.name, part)
      declaredDeps.set(part, meta.dependencies)
    }
  }

  for (const [file, text] of texts) {
    const part = partOf(root, file)
    const shown = posix(relative(root, file))
    for (const { specifier, resolved } of importsOf(file, text)) {
      if (!resolved.startsWith(join(root, SERVER))) continue
      addEdge(part, partOf(root, resolved), `${shown} imports '${specifier}'`)
    }
    const code = stripComments(text)
    const used = new Set([
      ...[...code.matchAll(/\b(?:app|fastify|instance|server)\.(\w+)/g)].map((m) => m[1]),
      ...[...code.matchAll(/hasDecorator\(\s*'(\w+)'/g)].map((m) => m[1]),
    ])
    for (const name of used) {
      const owner = declarer.get(name)
      if (owner === undefined || owner === part) continue
      addEdge(part, owner, `${shown} uses app.${name}`)
      const ownerName = [...byPluginName].find(([, p]) => p === owner)?.[0]
      if (part.startsWith('modules/') && ownerName && !(declaredDeps.get(part) ?? []).includes(ownerName)) {
        problems.push(`${shown}: uses app.${name} of ${owner} without '${ownerName}' in its dependencies`)
      }
    }
  }
  for (const [part, deps] of declaredDeps) {
    for (const dep of deps) {
      const to = byPluginName.get(dep)
      if (to) addEdge(part, to, `${part}/index.ts declares the dependency '${dep}'`)
      else problems.push(`${part}/index.ts: declares the dependency '${dep}', which no module is named`)
    }
  }
  return edges
}

/** Strongly connected parts (Tarjan); every group of two or more is a cycle. */
export function cyclesOf(edges) {
  let index = 0
  const state = new Map()
  const stack = []
  const groups = []
  const visit = (v) => {
    state.set(v, { index, low: index, onStack: true })
    index++
    stack.push(v)
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!state.has(w)) {
        visit(w)
        state.get(v).low = Math.min(state.get(v).low, state.get(w).low)
      } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index)
    }
    if (state.get(v).low === state.get(v).index) {
      const group = []
      let w
      do {
        w = stack.pop()
        state.get(w).onStack = false
        group.push(w)
      } while (w !== v)
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const v of edges.keys()) if (!state.has(v)) visit(v)
  return groups
}

function checkServerCycles(root, problems) {
  const edges = serverGraph(root, problems)
  for (const group of cyclesOf(edges)) {
    const inside = new Set(group)
    const arrows = []
    for (const from of group) {
      for (const [to, why] of edges.get(from) ?? [])
        if (inside.has(to)) arrows.push(`  ${from} → ${to}: ${why}`)
    }
    problems.push(`server parts in a cycle: ${group.join(', ')}\n${arrows.join('\n')}`)
  }
}

/**
 * Tables with one owning module: only it inserts, updates or deletes their rows (docs/architecture.md).
 * `also` names the files allowed a column of their own (the ledger's balance on profiles).
 */
const TABLE_OWNERS = [
  { table: 'profiles', owner: 'modules/profiles', also: ['modules/tokens/tokens.service.ts'] },
]

function checkTableOwners(root, problems) {
  for (const { table, owner, also } of TABLE_OWNERS) {
    const write = new RegExp(`\\.(insert|update|delete)\\(\\s*${table}\\s*\\)`)
    for (const file of sources(root, SERVER)) {
      const rel = posix(relative(join(root, SERVER), file))
      if (partOf(root, file) === owner || also.includes(rel)) continue
      if (write.test(readFileSync(file, 'utf8'))) {
        problems.push(
          `${posix(relative(root, file))}: writes the ${table} table, which ${owner} owns (use its index.ts)`,
        )
      }
    }
  }
}

/** Every problem of the repository at `root`. */
export function checkBoundaries(root) {
  const problems = []
  checkServerIndexes(root, problems)
  checkServerCycles(root, problems)
  checkTableOwners(root, problems)
  checkWebFeatures(root, problems)
  return problems
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const problems = checkBoundaries(root)
  if (problems.length > 0) {
    console.error(`Module boundaries crossed (docs/architecture.md):\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log('Module boundaries hold: server modules through their index, no cycle, features apart.')
}
