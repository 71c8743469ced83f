import { readFileSync } from 'node:fs'
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
