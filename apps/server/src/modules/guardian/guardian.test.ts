import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GUARDIAN_ASK_COOL_OFF_MS, GUARDIAN_TRANSCRIPT_INTERVAL_MS } from '@mithaq/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../db/schema'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { as, createMatchedPair } from '../matches/matches.test-helpers'

// The real mailer with no SMTP server: every mail lands in the outbox folder, read back here.
const dataDir = mkdtempSync(join(tmpdir(), 'guardians-test-'))
let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({ realMailer: true, config: { dataDir } })
})
afterAll(async () => {
  await ctx.app.close()
  rmSync(dataDir, { recursive: true, force: true })
})

interface OutboxMail {
  to: string
  subject: string
  text: string
}
function outboxTo(address: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox')
  let names: string[] = []
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'))
  } catch {
    return []
  }
  return names
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to === address)
}

const put = (user: { cookie: string }, email: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/guardian',
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    payload: { email },
  })

async function say(matchId: string, senderId: string, content: string) {
  await ctx.db
    .insert(messages)
    .values({ matchId, senderId, clientId: randomUUID(), content, createdAt: ctx.clock.now() })
}

const week = () => ctx.clock.advance(GUARDIAN_TRANSCRIPT_INTERVAL_MS + 60_000)

/** Amina names her guardian, who confirms through the link in the mail. */
async function confirmedGuardian() {
  const { amina, bilal, matchId } = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now(), {
    match: { chatUnlocked: true },
  })
  const wali = `wali-${randomUUID().slice(0, 8)}@family.test`
  const named = await put(amina, wali)
  expect(named.statusCode).toBe(200)
  expect(named.json()).toEqual({ guardian: { email: wali, confirmed: false } })

  const [invite] = outboxTo(wali)
  expect(invite?.subject).toBe('Amina asks you to be her guardian on Mithaq')
  const link = /https?:\/\/\S+\/api\/guardian\/confirm\/(\S+)/.exec(invite!.text)
  expect(link).not.toBeNull()
  const path = `/api/guardian/confirm/${link![1]}`
  // Opening the link (as a mail scanner would) confirms nothing; the button on the page does.
  const opened = await ctx.app.inject({ method: 'GET', url: path })
  expect(opened.statusCode).toBe(200)
  expect(opened.body).toContain('Amina has named you as her guardian')
  expect((await as(ctx.app, amina).get('/api/guardian')).json().guardian.confirmed).toBe(false)
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(confirmed.statusCode).toBe(200)
  expect(confirmed.body).toContain("You are now Amina's guardian")
  expect((await as(ctx.app, amina).get('/api/guardian')).json().guardian.confirmed).toBe(true)
  // The link works once.
  expect((await ctx.app.inject({ method: 'POST', url: path })).statusCode).toBe(404)
  return { amina, bilal, matchId, wali }
}

describe('a guardian with consent', () => {
  it('sends nothing until the other person agrees, then only what was written after', async () => {
    const { amina, bilal, matchId, wali } = await confirmedGuardian()
    const conversation = (user: { cookie: string }) =>
      as(ctx.app, user).get(`/api/matches/${matchId}/guardian`)
    expect((await conversation(amina)).json()).toEqual({
      mine: { status: null, canAsk: true },
      theirs: { status: null },
    })

    await say(matchId, amina.id, 'Before anyone asked: private words')
    // Asked but not answered: a week passes and nothing is sent.
    expect((await as(ctx.app, amina).post(`/api/matches/${matchId}/guardian/ask`)).json().mine).toEqual({
      status: 'asked',
      canAsk: false,
    })
    expect((await conversation(bilal)).json().theirs).toEqual({ status: 'asked' })
    await say(matchId, bilal.id, 'Asked but not yet agreed: still private')
    week()
    expect(await ctx.app.guardian.sendDueTranscripts()).toBe(0)
    expect(outboxTo(wali)).toHaveLength(1) // the invitation only

    // Bilal agrees: the next week's messages go to the guardian, and only those.
    ctx.clock.advance(1000)
    const agreed = await as(ctx.app, bilal).post(`/api/matches/${matchId}/guardian/answer`, { agree: true })
    expect(agreed.json().theirs).toEqual({ status: 'agreed' })
    ctx.clock.advance(1000)
    await say(matchId, bilal.id, 'Salaam, happy for your wali to read this')
    await say(matchId, amina.id, 'JazakAllahu khayran')
    expect(await ctx.app.guardian.sendDueTranscripts()).toBe(0) // not a week yet
    week()
    expect(await ctx.app.guardian.sendDueTranscripts()).toBe(1)
    const transcripts = outboxTo(wali).filter((mail) => mail.subject.startsWith("This week's conversation"))
    expect(transcripts).toHaveLength(1)
    expect(transcripts[0]!.subject).toBe("This week's conversation of Amina with Bilal on Mithaq")
    expect(transcripts[0]!.text).toContain('Bilal: Salaam, happy for your wali to read this')
    expect(transcripts[0]!.text).toContain('Amina: JazakAllahu khayran')
    expect(transcripts[0]!.text).not.toContain('private words')
    expect(transcripts[0]!.text).not.toContain('still private')
    // The same week is never sent twice.
    expect(await ctx.app.guardian.sendDueTranscripts()).toBe(0)

    // Bilal withdraws: whatever is written afterwards never reaches the guardian.
    expect((await as(ctx.app, bilal).post(`/api/matches/${matchId}/guardian/stop`)).json().theirs).toEqual({
      status: 'declined',
    })
    await say(matchId, bilal.id, 'After I withdrew')
    week()
    expect(await ctx.app.guardian.sendDueTranscripts()).toBe(0)
    expect(outboxTo(wali).filter((mail) => mail.text.includes('After I withdrew'))).toEqual([])
    // A refusal stands: Amina cannot ask again in this conversation.
    expect((await as(ctx.app, amina).post(`/api/matches/${matchId}/guardian/ask`)).statusCode).toBe(409)
  })

  it('stops when the member withdraws, removes the guardian, or the guardian never confirmed', async () => {
    const { amina, bilal, matchId, wali } = await confirmedGuardian()
    await as(ctx.app, amina).post(`/api/matches/${matchId}/guardian/ask`)
    await as(ctx.app, bilal).post(`/api/matches/${matchId}/guardian/answer`, { agree: true })
    ctx.clock.advance(1000)
    await say(matchId, amina.id, 'Written before Amina withdrew')
    expect(
      (await as(ctx.app, amina).post(`/api/matches/${matchId}/guardian/stop`)).json().mine.status,
    ).toBeNull()
    week()
    expect(await ctx.app.guardian.sendDueTranscripts()).toBe(0)

    // Asked again and agreed; then she names a new guardian, who has not confirmed: nothing goes to either.
    await as(ctx.app, amina).post(`/api/matches/${matchId}/guardian/ask`)
    await as(ctx.app, bilal).post(`/api/matches/${matchId}/guardian/answer`, { agree: true })
    const other = `uncle-${randomUUID().slice(0, 8)}@family.test`
    expect((await put(amina, other)).json()).toEqual({ guardian: { email: other, confirmed: false } })
    // A new guardian means Bilal is asked again: his agreement was for the first one.
    expect((await as(ctx.app, bilal).get(`/api/matches/${matchId}/guardian`)).json().theirs.status).toBeNull()
    ctx.clock.advance(1000)
    await say(matchId, bilal.id, 'Nobody should receive this')
    week()
    expect(await ctx.app.guardian.sendDueTranscripts()).toBe(0)
    for (const address of [wali, other]) {
      expect(outboxTo(address).filter((mail) => mail.text.includes('Nobody should receive this'))).toEqual([])
    }
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: '/api/guardian',
          headers: { cookie: amina.cookie, origin: TEST_ORIGIN },
        })
      ).json(),
    ).toEqual({ guardian: null })
  })

  it('keeps each conversation to its two people', async () => {
    const { amina, matchId } = await confirmedGuardian()
    const stranger = await createMatchedPair(ctx.app, ctx.db, ctx.clock.now())
    expect((await as(ctx.app, stranger.bilal).get(`/api/matches/${matchId}/guardian`)).statusCode).toBe(404)
    expect(
      (await as(ctx.app, stranger.amina).post(`/api/matches/${matchId}/guardian/answer`, { agree: true }))
        .statusCode,
    ).toBe(404)
    // Without a confirmed guardian there is nothing to ask.
    expect(
      (await as(ctx.app, stranger.amina).post(`/api/matches/${stranger.matchId}/guardian/ask`)).statusCode,
    ).toBe(409)
    // Nor can she name herself.
    expect((await put(amina, amina.email)).statusCode).toBe(400)
  })

  // Issue 28: a "no" is not met with the same request the next minute (decision 322).
  it('refuses asking again right after a refusal, even through a withdraw or a new guardian, and allows it after the cool-off', async () => {
    const { amina, bilal, matchId } = await confirmedGuardian()
    const ask = () => as(ctx.app, amina).post(`/api/matches/${matchId}/guardian/ask`)
    const mine = async () => (await as(ctx.app, amina).get(`/api/matches/${matchId}/guardian`)).json().mine
    expect((await ask()).statusCode).toBe(200)
    await as(ctx.app, bilal).post(`/api/matches/${matchId}/guardian/answer`, { agree: false })

    const tooSoon = async () => {
      const res = await ask()
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({
        code: 'ASKED_TOO_SOON',
        message: expect.stringMatching(
          /^They declined recently\. You can ask again once 30 days have passed/,
        ),
      })
    }
    await tooSoon()
    // Withdrawing her (refused) request does not erase the refusal.
    expect((await as(ctx.app, amina).post(`/api/matches/${matchId}/guardian/stop`)).statusCode).toBe(200)
    expect(await mine()).toEqual({ status: 'declined', canAsk: false })
    await tooSoon()
    expect((await as(ctx.app, bilal).get(`/api/matches/${matchId}/guardian`)).json().theirs).toEqual({
      status: 'declined',
    })

    // A minute short of the cool-off: still refused. Once it has passed: asked anew, and answerable.
    ctx.clock.advance(GUARDIAN_ASK_COOL_OFF_MS - 60_000)
    await tooSoon()
    ctx.clock.advance(2 * 60_000)
    expect(await mine()).toEqual({ status: 'declined', canAsk: true })
    const asked = await ask()
    expect(asked.statusCode).toBe(200)
    expect(asked.json().mine).toEqual({ status: 'asked', canAsk: false })
    const agreed = await as(ctx.app, bilal).post(`/api/matches/${matchId}/guardian/answer`, { agree: true })
    expect(agreed.json().theirs).toEqual({ status: 'agreed' })

    // He withdraws; naming another guardian does not wipe that refusal either.
    await as(ctx.app, bilal).post(`/api/matches/${matchId}/guardian/stop`)
    const other = `aunt-${randomUUID().slice(0, 8)}@family.test`
    expect((await put(amina, other)).statusCode).toBe(200)
    expect((await mine()).status).toBe('declined')
    await tooSoon()
  })
})
