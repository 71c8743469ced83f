import type { Page } from '@playwright/test'

/**
 * From now on the server's answers to requests matching `url` reach the page `delayMs` late, as
 * on a slow network: each request is answered by the real server at once and held back on its
 * way to the page. Used to put an old answer in flight while the user acts.
 */
export async function deliverLate(page: Page, url: string, delayMs = 1500) {
  const inFlight: Promise<void>[] = []
  let answered!: () => void
  const firstAnswered = new Promise<void>((resolve) => {
    answered = resolve
  })
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
    /** Resolves once every request held back so far has reached the page. */
    allDelivered: () => Promise.all(inFlight),
  }
}

/** The socket drops and comes back, which makes the app refetch every query it holds. */
export async function reconnect(page: Page) {
  await page.context().setOffline(true)
  await page.context().setOffline(false)
}
