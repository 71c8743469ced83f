import type { Page } from '@playwright/test'

/**
 * From now on the server's answers to requests matching `url` reach the page `delayMs` late, as
 * on a slow network: each request is answered by the real server at once and held back on its
 * way to the page. Used to put an old answer in flight while the user acts.
 */
export async function deliverLate(page: Page, url: string, delayMs = 1500) {
  const inFlight: Promise<void>[] = []
  let count = 0
  const waiters: { n: number; resolve: () => void }[] = []
  const answered = () => {
    count++
    for (const w of waiters.filter((w) => w.n <= count)) w.resolve()
  }
  /** Resolves once the server has answered `n` held-back requests. */
  const answeredTimes = (n: number) =>
    new Promise<void>((resolve) => {
      if (count >= n) resolve()
      else waiters.push({ n, resolve })
    })
  const firstAnswered = answeredTimes(1)
  await page.route(url, (route) => {
    const late = (async () => {
      const response = await route.fetch()
      answered()
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      await route.fulfill({ response })
    })()
    inFlight.push(late)
    return late
  })
  return {
    /** Resolves once the server has answered the first held-back request. */
    firstAnswered,
    answeredTimes,
    /** Resolves once every request held back so far has reached the page. */
    allDelivered: () => Promise.all(inFlight),
  }
}

/**
 * The network drops and comes back, as the page sees it: each step waits for the page's own
 * `offline`, then `online`, event, so the next step starts only once the app has reacted (it
 * closes its socket on `offline` and opens it again on `online`, lib/socket-client.ts; the
 * catch-up on connect then refetches every query on screen). A socket that is not open yet does
 * not drop: wait for it first (`page.waitForEvent('websocket')`), see discovery.spec.ts.
 */
export async function reconnect(page: Page) {
  // Listening before switching, so neither event can be missed; the app's listeners, added when
  // it started, have run by the time these resolve.
  await page.evaluate(() => {
    const seen = (type: 'offline' | 'online') =>
      new Promise<void>((resolve) => window.addEventListener(type, () => resolve(), { once: true }))
    ;(window as unknown as { e2eNetwork: unknown }).e2eNetwork = {
      offline: seen('offline'),
      online: seen('online'),
    }
  })
  type Seen = { e2eNetwork: { offline: Promise<void>; online: Promise<void> } }
  await page.context().setOffline(true)
  await page.evaluate(() => (window as unknown as Seen).e2eNetwork.offline)
  await page.context().setOffline(false)
  await page.evaluate(() => (window as unknown as Seen).e2eNetwork.online)
}

/**
 * Requests matching `url` wait in the browser until `release()`, then go to the server: a write
 * the server has not seen yet while the page goes on (slow upload, busy network).
 */
export async function holdUntilReleased(page: Page, url: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return { release }
}
