#!/usr/bin/env node
// Every decision says whether it still holds, and docs/decisions/README.md lists each one on a
// line. `node scripts/check-decisions.mjs` checks (part of `npm run lint`); `--write` rewrites the
// index from the files, so the index is never edited by hand.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const INDEX = 'README.md'
const DECISION_FILE = /^(\d{3})-[a-z0-9-]+\.md$/
// 'accepted', optionally followed by notes ('accepted; amended by 330', 'accepted · Date: …'),
// or 'superseded by N' naming the decision that replaced it.
const STATUS = /^Status: (accepted\b.*|superseded by \[?(\d{3})\b.*)$/m

/** Reads the decisions of `dir`: number, file, title and status, in file order. */
export function readDecisions(dir) {
  const problems = []
  const decisions = []
  for (const file of readdirSync(dir).sort()) {
    if (file === INDEX || !file.endsWith('.md')) continue
    const name = DECISION_FILE.exec(file)
    if (!name) {
      problems.push(`${file}: a decision's file is named NNN-words-with-dashes.md`)
      continue
    }
    const text = readFileSync(join(dir, file), 'utf8')
    const title = /^# +\d{3}[.:]? +(.+)$/m.exec(text)
    const status = STATUS.exec(text)
    if (!title) problems.push(`${file}: the first heading is '# ${name[1]}. Title'`)
    if (!status) problems.push(`${file}: no 'Status: accepted' or 'Status: superseded by N' line`)
    decisions.push({
      number: name[1],
      file,
      title: title?.[1].trim() ?? '',
      status: status?.[1] ?? '',
      supersededBy: status?.[2] ?? null,
    })
  }
  const numbers = new Set(decisions.map((d) => d.number))
  for (const d of decisions) {
    if (d.supersededBy && !numbers.has(d.supersededBy)) {
      problems.push(`${d.file}: superseded by ${d.supersededBy}, which does not exist`)
    }
  }
  for (const n of numbers) {
    if (decisions.filter((d) => d.number === n).length > 1) problems.push(`two decisions numbered ${n}`)
  }
  return { decisions, problems }
}

/** The index page: one line per decision, its status in a word. */
export function renderIndex(decisions) {
  const lines = decisions.map((d) => {
    const state = d.supersededBy ? `superseded by ${d.supersededBy}` : 'accepted'
    return `| [${d.number}](${d.file}) | ${d.title.replaceAll('|', '\\|')} | ${state} |`
  })
  return [
    '# Decisions',
    '',
    'Why the code is the way it is, one decision per file. A decision that no longer holds says',
    'which one replaced it. This page is written by `node scripts/check-decisions.mjs --write`; `npm',
    'run lint` fails when a decision has no status or this page is out of date.',
    '',
    '| # | Decision | Status |',
    '| --- | --- | --- |',
    ...lines,
    '',
  ].join('\n')
}

/** The problems of `dir`, with the index compared to what the files say (or rewritten). */
export function checkDecisions(dir, { write = false } = {}) {
  const { decisions, problems } = readDecisions(dir)
  const index = renderIndex(decisions)
  const path = join(dir, INDEX)
  if (write) writeFileSync(path, index)
  else {
    let current = ''
    try {
      current = readFileSync(path, 'utf8')
    } catch {}
    if (current !== index) {
      problems.push(`docs/decisions/${INDEX} is out of date: run node scripts/check-decisions.mjs --write`)
    }
  }
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../docs/decisions', import.meta.url))
  const problems = checkDecisions(dir, { write: process.argv.includes('--write') })
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) process.exit(1)
}
