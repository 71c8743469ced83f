import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { createMailer } from './mailer.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the outbox mailer', () => {
  it('never shows a reader half a mail, even one written in many chunks', async () => {
    const root = mkdtempSync(join(tmpdir(), 'outbox-'))
    dirs.push(root)
    const outboxDir = join(root, 'outbox')
    const mailer = createMailer({
      from: 'x@mithaq.test',
      outboxDir,
      log: { info() {} } as unknown as FastifyBaseLogger,
    })
    // Large enough that writeFile goes in several chunks, with event-loop turns between them.
    const text = 'salaam '.repeat(400_000)

    let done = false
    const parsed: string[] = []
    const reader = (async () => {
      while (!done) {
        await new Promise((resolve) => setImmediate(resolve))
        let names: string[] = []
        try {
          names = readdirSync(outboxDir)
        } catch {
          continue
        }
        for (const name of names) {
          parsed.push(JSON.parse(readFileSync(join(outboxDir, name), 'utf8')).to)
        }
      }
    })()
    await Promise.all(
      Array.from({ length: 4 }, (_, i) => mailer.send({ to: `m${i}@mithaq.test`, subject: 's', text })),
    )
    done = true
    await reader

    const names = readdirSync(outboxDir)
    expect(names).toHaveLength(4)
    for (const name of names) expect(JSON.parse(readFileSync(join(outboxDir, name), 'utf8')).text).toBe(text)
    // The reader saw the mails arrive whole (a cut-off file would have thrown above); its last
    // pass comes after every send, so it read all four at least once.
    expect(parsed.length).toBeGreaterThanOrEqual(4)
    expect(parsed.every((to) => to.endsWith('@mithaq.test'))).toBe(true)
  })
})
