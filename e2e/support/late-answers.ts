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
 * The network drops and comes back: the app refetches its queries twice, once because the browser
 * is online again and once when the socket has reconnected (its catch-up).
 */
export async function reconnect(page: Page) {
  await page.context().setOffline(true)
  await page.context().setOffline(false)
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
