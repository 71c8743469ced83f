import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'
import { createScheduler, TRANSCRIPT_CHECK_MS } from './scheduler'

// Each test builds its own app (a fresh PGlite and every migration): on a busy machine that alone
// can pass the default 30 s, so they get the setup hooks' 60 s.
describe('the scheduler', { timeout: 60_000 }, () => {
  it('is not started without the config flag, and tests drive it by hand', async () => {
    const { app } = await buildTestApp()
    try {
      expect(app.scheduler.isRunning).toBe(false)
      expect(await app.scheduler.tick()).toEqual({
        expired: 0,
        reminded: 0,
        toppedUp: 0,
        purged: 0,
        transcripts: 0,
      })
    } finally {
      await app.close()
    }
  })

  it('is started by buildApp when the config sets an interval, and stops with the app', async () => {
    const { app } = await buildTestApp({ config: { schedulerIntervalMs: 60_000 } })
    expect(app.scheduler.isRunning).toBe(true)
    await app.close()
    expect(app.scheduler.isRunning).toBe(false)
  })

  it("looks for the guardians' due transcripts at most once a quarter of an hour", async () => {
    const { app, clock } = await buildTestApp()
    try {
      let looks = 0
      const scheduler = createScheduler({
        db: app.db,
        clock: app.clock,
        matches: app.matches,
        announcer: app.announcer,
        log: app.log,
        sendDueTranscripts: async () => {
          looks++
          return 1
        },
      })
      expect((await scheduler.tick()).transcripts).toBe(1)
      expect((await scheduler.tick()).transcripts).toBe(0)
      expect(looks).toBe(1)
      clock.advance(TRANSCRIPT_CHECK_MS)
      await scheduler.tick()
      expect(looks).toBe(2)
    } finally {
      await app.close()
    }
  })
})
