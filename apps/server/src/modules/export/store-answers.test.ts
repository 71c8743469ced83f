import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { repoRoot } from '../../config/env'
import { signUp } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/build-test-app'
import { as } from '../matches/matches.test-helpers'
import { readZip } from './zip.test-helpers'

// The stores' privacy answers (apps/native/store/data-safety.json, decision 372) name, per data
// category, the keys of the member's export that hold it. Every key the export has must be
// declared there, and nothing declared may be missing from it: a new kind of data in the export
// without an answer for Google Play and the App Store fails here.
let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.app.close())

interface StoreAnswers {
  categories: { exportKeys: string[]; google: string; apple: string }[]
  notData: { exportKeys: string[] }
}

it("declares every kind of data the member's export holds, and nothing it does not", async () => {
  const answers = JSON.parse(
    readFileSync(join(repoRoot, 'apps/native/store/data-safety.json'), 'utf8'),
  ) as StoreAnswers
  const member = await signUp(ctx.app)
  const res = await as(ctx.app, member).post('/api/account/export')
  expect(res.statusCode).toBe(200)
  const data = JSON.parse(readZip(res.rawPayload).get('mithaq-data.json')!.toString('utf8'))
  const exported = Object.keys(data).sort()

  const declared = new Set([
    ...answers.categories.flatMap((c) => c.exportKeys),
    ...answers.notData.exportKeys,
  ])
  expect(
    exported.filter((key) => !declared.has(key)),
    'exported without a store answer',
  ).toEqual([])
  expect(
    [...declared].filter((key) => !exported.includes(key)),
    'answered but not exported',
  ).toEqual([])
  for (const category of answers.categories) {
    expect(category.google).toMatch(/^[A-Z][\w ]+: \S/)
    expect(category.apple).toMatch(/^NSPrivacyCollectedDataType\w+$/)
  }
})
