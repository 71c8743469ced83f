#!/usr/bin/env node
// Module boundaries, checked on every `npm run lint` (docs/architecture.md):
// - server: code outside apps/server/src/modules/<m>/ imports that module only through its
//   index.ts (`../matches`, never `../matches/match-economy`);
// - web: a feature in apps/web/src/features/<f>/ never imports another feature.
// Tests are left out: a suite may reach into what it tests, and shared test helpers live beside it.
// Prints every import that crosses a line and exits 1 if there is one.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Each rule: the folder whose subfolders are the units, and whether it is enforced. */
const RULES = [
  { name: 'server modules', units: 'apps/server/src/modules', scope: 'apps/server/src', enabled: true },
  // Switched on once the web features no longer import each other (issue 11, web half).
  { name: 'web features', units: 'apps/web/src/features', scope: 'apps/web/src', enabled: false },
]

const SOURCE = /\.(ts|tsx|mts)$/
const TEST = /(\.test\.tsx?$|\.test-helpers\.ts$|\/test\/|\/fuzz\/)/
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function walk(dir) {
  const out = []
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...walk(path))
    else if (SOURCE.test(name)) out.push(path)
  }
  return out
}

/** The unit (module or feature folder name) a path lies in, or undefined. */
function unitOf(unitsDir, path) {
  const rel = relative(unitsDir, path)
  if (rel.startsWith('..') || rel === '') return undefined
  return rel.split(sep)[0]
}

const violations = []
for (const rule of RULES) {
  if (!rule.enabled) continue
  const unitsDir = join(root, rule.units)
  for (const file of walk(join(root, rule.scope))) {
    const shown = relative(root, file)
    if (TEST.test(shown.split(sep).join('/'))) continue
    const from = unitOf(unitsDir, file)
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]
      if (!specifier.startsWith('.')) continue
      const target = resolve(dirname(file), specifier)
      const to = unitOf(unitsDir, target)
      if (to === undefined || to === from) continue
      const throughIndex = relative(join(unitsDir, to), target).replace(/\.(ts|tsx)$/, '')
      const isIndex = throughIndex === '' || throughIndex === 'index'
      // Server modules are reached through their index; web features not at all.
      if (rule.name === 'server modules' && isIndex) continue
      violations.push(`${shown}: imports '${specifier}' (${rule.name}: ${to})`)
    }
  }
}

if (violations.length > 0) {
  console.error(`Module boundaries crossed (docs/architecture.md):\n${violations.join('\n')}`)
  process.exit(1)
}
console.log('Module boundaries hold.')
