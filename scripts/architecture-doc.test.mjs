import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it, vi } from 'vitest'
import { serverArrows } from './check-boundaries.mjs'

// Building the server's TypeScript program takes a few seconds, more on a busy machine.
vi.setConfig({ testTimeout: 120_000 })

const root = fileURLToPath(new URL('..', import.meta.url))

/** The arrows table of docs/architecture.md: 'module → a, b' lines inside its code block. */
function documentedArrows() {
  const text = readFileSync(`${root}/docs/architecture.md`, 'utf8')
  const block = /```\n module +uses \(→\)\n([\s\S]*?)```/.exec(text)?.[1] ?? ''
  const arrows = new Map()
  for (const line of block.split('\n')) {
    const match = /^ ([\w/, ]+?)\s+(?:→ ([\w, ]+)|—)/.exec(line)
    if (!match) continue
    const targets = (match[2] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    for (const name of match[1].split(',').map((s) => s.trim())) arrows.set(name, new Set(targets))
  }
  return arrows
}

/** What the code does: module → modules it uses (the scheduler folder counted as one part). */
function codeArrows() {
  const arrows = new Map()
  const partOf = (part) => {
    if (part.startsWith('modules/')) return part.slice('modules/'.length)
    if (part.startsWith('scheduler/')) return 'scheduler/'
    return null
  }
  for (const [from, targets] of serverArrows(root)) {
    const source = partOf(String(from))
    if (!source) continue
    const uses = arrows.get(source) ?? new Set()
    for (const target of targets.keys?.() ?? targets) {
      const used = partOf(String(Array.isArray(target) ? target[0] : target))
      if (used && used !== source && used !== 'scheduler/') uses.add(used)
    }
    arrows.set(source, uses)
  }
  return arrows
}

it("docs/architecture.md's table of arrows between modules is what the code does", () => {
  const documented = documentedArrows()
  const code = codeArrows()
  const sorted = (map) =>
    Object.fromEntries([...map.keys()].sort().map((key) => [key, [...map.get(key)].sort()]))
  expect(sorted(documented)).toEqual(sorted(code))
})

/** The "Names we retired" table of docs/architecture.md: [name, kind (file | file or folder | code)]. */
function retiredNames() {
  const text = readFileSync(`${root}/docs/architecture.md`, 'utf8')
  const block = /\| Retired \| Kind \| Say instead \|\n\|[-|]+\|\n((?:\|.*\|\n)+)/.exec(text)?.[1] ?? ''
  return block
    .trim()
    .split('\n')
    .map((line) => /^\| `([^`]+)` \| (file or folder|file|code) \|/.exec(line))
    .filter(Boolean)
    .map((match) => [match[1], match[2]])
}

/** Every file and folder under the code the names are held in (not node_modules, not builds). */
function codePaths() {
  const tops = ['apps', 'packages']
    .flatMap((dir) => readdirSync(join(root, dir)).map((name) => join(root, dir, name, 'src')))
    .concat([join(root, 'scripts'), join(root, 'bench')])
  const out = []
  const walk = (dir) => {
    if (!existsSync(dir)) return
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue
      const path = join(dir, name)
      out.push(path)
      if (statSync(path).isDirectory()) walk(path)
    }
  }
  for (const top of tops) walk(top)
  return out
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

it("no retired name of docs/architecture.md's word table comes back as a file, folder or in code", () => {
  const retired = retiredNames()
  expect(retired.map(([name]) => name)).toEqual(
    expect.arrayContaining(['social', 'profile-actions', 'Effects', 'app.events', 'messages', 'MessageKey']),
  )
  const paths = codePaths()
  const found = []
  for (const [name, kind] of retired) {
    if (kind !== 'code') {
      for (const path of paths) {
        if (kind === 'file' && statSync(path).isDirectory()) continue
        const last = path.split(/[\\/]/).pop()
        if (last === name || last.startsWith(`${name}.`) || last.startsWith(`${name}-`)) {
          found.push(`${relative(root, path)}: named '${name}'`)
        }
      }
    } else {
      const pattern = new RegExp(`(?<![\\w.$])${escapeRegExp(name)}(?![\\w$])`)
      for (const path of paths) {
        if (!/\.(ts|tsx|mts|mjs)$/.test(path) || path.endsWith('architecture-doc.test.mjs')) continue
        if (pattern.test(readFileSync(path, 'utf8'))) found.push(`${relative(root, path)}: says '${name}'`)
      }
    }
  }
  expect(found).toEqual([])
})

it("the web's entities are the ones the word table names", () => {
  const text = readFileSync(`${root}/docs/architecture.md`, 'utf8')
  const table = text.slice(text.indexOf('| Word | Means |'), text.indexOf('**Names we retired.**'))
  const named = new Set([...table.matchAll(/entity `([a-z-]+)`/g)].map((match) => match[1]))
  const folders = readdirSync(join(root, 'apps/web/src/entities')).filter((name) =>
    statSync(join(root, 'apps/web/src/entities', name)).isDirectory(),
  )
  expect([...named].sort()).toEqual(folders.sort())
})
