import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

// A server module's service assembles its use cases; each use case is its own file, naming the
// dependencies it takes (decision 510). A service file that grows past this many lines has
// started to hold use cases again: give the new one its own file.
const SERVICE_MAX_LINES = 250

// Services written before the rule that are longer, each with the ceiling it may not pass. Split
// one and lower (or remove) its line; a ceiling above the file's length fails too, so it follows.
const LONGER_SERVICES = {
  'modules/profiles/pictures.service.ts': 334,
}

const root = fileURLToPath(new URL('..', import.meta.url))
const modules = join(root, 'apps/server/src/modules')

/** Every `*.service.ts` under the server's modules (a module's sub-folders too). */
function serviceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return serviceFiles(path)
    return entry.name.endsWith('.service.ts') ? [path] : []
  })
}

/** Lines the way `wc -l` and an editor count them. */
const lineCount = (file) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length

/** What breaks the rule in a list of (name, lines): too long, or a ceiling left above its file. */
function serviceSizeProblems(sizes, longer = LONGER_SERVICES, max = SERVICE_MAX_LINES) {
  const problems = []
  for (const [name, lines] of sizes) {
    const ceiling = longer[name] ?? max
    if (lines > ceiling)
      problems.push(`${name}: ${lines} lines, more than ${ceiling}: give its new use case a file of its own`)
    else if (name in longer && lines < ceiling)
      problems.push(
        `${name}: ${lines} lines now: lower its ceiling in LONGER_SERVICES to ${lines} (or remove it)`,
      )
  }
  const present = new Set(sizes.map(([name]) => name))
  for (const name of Object.keys(longer))
    if (!present.has(name)) problems.push(`${name}: in LONGER_SERVICES but no longer there: remove its line`)
  return problems
}

it('keeps every server service file short: a use case past the limit goes to its own file', () => {
  const sizes = serviceFiles(modules).map((file) => [
    relative(join(root, 'apps/server/src'), file).split('\\').join('/'),
    lineCount(file),
  ])
  expect(sizes.length).toBeGreaterThan(5)
  expect(serviceSizeProblems(sizes)).toEqual([])
})

it('fails a service that grows past the limit, a longer one past its ceiling, and a stale ceiling', () => {
  expect(serviceSizeProblems([['modules/a/a.service.ts', 250]], {})).toEqual([])
  expect(serviceSizeProblems([['modules/a/a.service.ts', 251]], {})).toEqual([
    'modules/a/a.service.ts: 251 lines, more than 250: give its new use case a file of its own',
  ])
  const longer = { 'modules/b/b.service.ts': 300 }
  expect(serviceSizeProblems([['modules/b/b.service.ts', 300]], longer)).toEqual([])
  expect(serviceSizeProblems([['modules/b/b.service.ts', 301]], longer)).toEqual([
    'modules/b/b.service.ts: 301 lines, more than 300: give its new use case a file of its own',
  ])
  expect(serviceSizeProblems([['modules/b/b.service.ts', 120]], longer)).toEqual([
    'modules/b/b.service.ts: 120 lines now: lower its ceiling in LONGER_SERVICES to 120 (or remove it)',
  ])
  expect(serviceSizeProblems([], longer)).toEqual([
    'modules/b/b.service.ts: in LONGER_SERVICES but no longer there: remove its line',
  ])
})
