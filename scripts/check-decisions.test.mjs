import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { checkDecisions } from './check-decisions.mjs'

const made = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A decisions folder: { 'NNN-name.md': 'text' }. */
function folder(files) {
  const dir = mkdtempSync(join(tmpdir(), 'decisions-'))
  made.push(dir)
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}

const decision = (n, title, status) => `# ${n}. ${title}\n\n${status}\n\n## Context\nWhy.\n`

describe('the decisions check', () => {
  it('passes the real folder: every decision has a status and a line in the index', () => {
    const dir = fileURLToPath(new URL('../docs/decisions', import.meta.url))
    expect(checkDecisions(dir)).toEqual([])
  })

  it('refuses a decision without a status line', () => {
    const dir = folder({ '001-a.md': decision('001', 'A', 'Date: 2026-11-22') })
    checkDecisions(dir, { write: true })
    expect(checkDecisions(dir)).toEqual(["001-a.md: no 'Status: accepted' or 'Status: superseded by N' line"])
  })

  it('refuses a status that is neither accepted nor superseded', () => {
    const dir = folder({ '001-a.md': decision('001', 'A', 'Status: proposed') })
    checkDecisions(dir, { write: true })
    expect(checkDecisions(dir)).toHaveLength(1)
  })

  it('refuses a decision superseded by one that does not exist', () => {
    const dir = folder({ '001-a.md': decision('001', 'A', 'Status: superseded by 007') })
    checkDecisions(dir, { write: true })
    expect(checkDecisions(dir)).toEqual(['001-a.md: superseded by 007, which does not exist'])
  })

  it('refuses an index that misses a decision, and writes one that lists each', () => {
    const dir = folder({
      '001-a.md': decision('001', 'First', 'Status: superseded by [002](002-b.md)'),
      '002-b.md': decision('002', 'Second', 'Status: accepted · Date: 2026-11-28'),
    })
    expect(checkDecisions(dir)).toEqual([
      'docs/decisions/README.md is out of date: run node scripts/check-decisions.mjs --write',
    ])
    expect(checkDecisions(dir, { write: true })).toEqual([])
    const index = readFileSync(join(dir, 'README.md'), 'utf8')
    expect(index).toContain('| [001](001-a.md) | First | superseded by 002 |')
    expect(index).toContain('| [002](002-b.md) | Second | accepted |')
    writeFileSync(join(dir, '003-c.md'), decision('003', 'Third', 'Status: accepted'))
    expect(checkDecisions(dir)).toHaveLength(1)
  })
})
