import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'

describe('the scheduler', () => {
  it('is not started without the config flag, and tests drive it by hand', async () => {
    const { app } = await buildTestApp()
    try {
      expect(app.scheduler.isRunning).toBe(false)
      expect(await app.scheduler.tick()).toEqual({ expired: 0, reminded: 0, toppedUp: 0 })
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
})
