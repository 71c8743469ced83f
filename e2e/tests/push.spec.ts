import { createECDH, randomBytes } from 'node:crypto'
import { englishTranslator, notificationPageSchema, pushPayloadFor } from '@mithaq/domain'
import { expect, type Page, test } from '@playwright/test'
import { api, apiAnswer, baseURL, call } from '../support/api'
import { createPerson, signedInPage } from '../support/matches'

// The journeys run without service workers (playwright.config.ts); these are about ours.
test.use({ serviceWorkers: 'allow' })

/**
 * The scope of the app's service worker once it is activated. `navigator.serviceWorker.ready`
 * answers as soon as the worker is activating (still cleaning old caches and claiming the page):
 * a push the DevTools protocol delivered in that moment was lost on a loaded machine, and no
 * notification ever came (issue 28, item 13).
 */
function activatedWorkerScope(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const worker = registration.active
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve()
        })
      })
    }
    return registration.scope
  })
}

interface Shown {
  title: string
  body: string
  data: { type: string; url: string }
}

test('the service worker is registered once the first screen is on, not beside its rendering', async ({
  browser,
}) => {
  const amina = await createPerson('female', 'Amina')
  await createPerson('male', 'Bilal')
  const { context, page } = await signedInPage(browser, amina)
  // Notes, at each registration, whether Discover's card was already on the page (decision 590).
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register
    const seen: boolean[] = []
    Object.assign(window, { registeredWithCard: seen })
    ServiceWorkerContainer.prototype.register = function (...args) {
      seen.push(document.querySelector('[data-testid="discover-card-frame"]') !== null)
      return register.apply(this, args)
    }
  })
  await page.goto('/app/profiles')
  expect(await activatedWorkerScope(page)).toBe(`${baseURL()}/`)
  expect(
    await page.evaluate(() => (window as unknown as { registeredWithCard: boolean[] }).registeredWithCard),
  ).toEqual([true])
  await context.close()
})

test('a push delivered to the real service worker shows the like as a notification', async ({ browser }) => {
  const amina = await createPerson('female', 'Amina')
  const bilal = await createPerson('male', 'Bilal')
  const { context, page } = await signedInPage(browser, amina)
  await context.grantPermissions(['notifications'], { origin: baseURL() })

  await page.goto('/app/profiles')
  // The app registers its own service worker (src/sw.ts) after its first screen; wait until it is activated.
  const scope = await activatedWorkerScope(page)
  expect(scope).toBe(`${baseURL()}/`)
  expect(await page.evaluate(() => Notification.permission)).toBe('granted')

  // Bilal likes Amina: the server stores the notification this push is about.
  await api(`/profiles/${amina.profile.id}/like`, { method: 'POST', cookie: bilal.cookie })
  const { notifications } = await apiAnswer(notificationPageSchema, '/notifications', {
    cookie: amina.cookie,
  })
  const like = notifications.find((n) => n.type === 'like')
  expect(like?.senderName).toBe('Bilal')

  // Deliver what the server pushes for it, through the DevTools protocol, to the registration.
  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scope && !r.isDeleted)
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL(),
    registrationId: await registrationId,
    data: JSON.stringify(pushPayloadFor(like!, englishTranslator())),
  })

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        data: n.data,
      }))
    }) as Promise<Shown[]>
  await expect.poll(async () => (await shown()).length).toBe(1)
  const [notification] = await shown()
  expect(notification).toMatchObject({
    title: 'New Like!',
    body: 'Bilal liked your profile!',
    data: { type: 'like', url: '/app/liked' },
  })
  await context.close()
})

test('a push the worker cannot read still shows a calm notification, never a blank one', async ({
  browser,
}) => {
  const amina = await createPerson('female', 'Amina')
  const { context, page } = await signedInPage(browser, amina)
  await context.grantPermissions(['notifications'], { origin: baseURL() })
  await page.goto('/app/profiles')
  const scope = await activatedWorkerScope(page)

  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scope && !r.isDeleted)
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL(),
    registrationId: await registrationId,
    data: '{"title": 42}',
  })
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [
          n.title,
          n.body,
          n.data?.url,
        ]),
      ),
    )
    .toEqual([['Mithaq', 'Something new is waiting for you in Mithaq.', '/app/profiles']])
  await context.close()
})

/**
 * Chromium's own push service (FCM) is out of reach from the test machine, so a stand-in takes
 * its place in the page: PushManager hands out one subscription at an FCM address, kept in
 * localStorage, and notes when it is unsubscribed. Everything else (the app, its worker, the
 * server storing the subscription) is real.
 */
function standInPushService(keys: { p256dh: string; auth: string }) {
  const STORE = 'e2e.push-subscription'
  type Stored = { endpoint: string; key: number[] }
  const asSubscription = (stored: Stored) => ({
    endpoint: stored.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(stored.key).buffer },
    toJSON: () => ({ endpoint: stored.endpoint, expirationTime: null, keys }),
    unsubscribe: async () => {
      localStorage.removeItem(STORE)
      localStorage.setItem('e2e.push-unsubscribed', stored.endpoint)
      return true
    },
  })
  PushManager.prototype.getSubscription = async function getSubscription() {
    const stored = localStorage.getItem(STORE)
    return (stored ? asSubscription(JSON.parse(stored)) : null) as unknown as PushSubscription
  }
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    const key = Array.from(new Uint8Array(options?.applicationServerKey as ArrayBuffer))
    const stored = { endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`, key }
    localStorage.setItem(STORE, JSON.stringify(stored))
    return asSubscription(stored) as unknown as PushSubscription
  }
}

test('signing out unsubscribes this browser from push, so the next person gets none', async ({ browser }) => {
  const amina = await createPerson('female', 'Amina')
  const { context, page } = await signedInPage(browser, amina)
  await context.grantPermissions(['notifications'], { origin: baseURL() })
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const keys = {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  }
  await context.addInitScript(standInPushService, keys)

  await page.goto('/app/notifications')
  await page.getByRole('button', { name: 'Turn on notifications' }).click()
  await expect(page.getByText('Push notifications are on for this device.')).toBeVisible()
  const endpoint = await page.evaluate(
    () => JSON.parse(localStorage.getItem('e2e.push-subscription') ?? 'null')?.endpoint as string,
  )
  expect(endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/)
  await page.goto('/app/account')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(`${baseURL()}/`)
  expect(await page.evaluate(() => localStorage.getItem('e2e.push-unsubscribed'))).toBe(endpoint)
  expect(await page.evaluate(() => localStorage.getItem('e2e.push-subscription'))).toBeNull()
  // The server forgot it with the session: signed in again, there is nothing of it to remove.
  const signedIn = await call('/auth/sign-in/email', {
    method: 'POST',
    body: { email: amina.email, password: amina.password },
  })
  const again = (signedIn.headers.getSetCookie()[0] ?? '').split(';')[0]
  const { json } = await api('/push/subscriptions', { method: 'DELETE', cookie: again, body: { endpoint } })
  expect(json).toEqual({ removed: 0 })
  await context.close()
})
