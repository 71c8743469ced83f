import { type Notification, pushPayloadFor } from '@mithaq/domain'
import { expect, test } from '@playwright/test'
import { api, baseURL } from '../support/api'
import { createPerson, signedInPage } from '../support/matches'

interface Shown {
  title: string
  body: string
  data: { type: string; url: string }
}

test('a push delivered to the real service worker shows the like as a notification', async ({ browser }) => {
  const amina = await createPerson('female', 'Amina')
  const bilal = await createPerson('male', 'Bilal')
  const { context, page } = await signedInPage(browser, amina)
  await context.grantPermissions(['notifications'], { origin: baseURL() })

  await page.goto('/app/profiles')
  // The app registers its own service worker (src/sw.ts) on load; wait until it is active.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(scope).toBe(`${baseURL()}/`)
  expect(await page.evaluate(() => Notification.permission)).toBe('granted')

  // Bilal likes Amina: the server stores the notification this push is about.
  await api(`/profiles/${amina.profile.id}/like`, { method: 'POST', cookie: bilal.cookie })
  const { json } = await api('/notifications', { cookie: amina.cookie })
  const like = (json.notifications as Notification[]).find((n) => n.type === 'like')
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
    data: JSON.stringify(pushPayloadFor(like!)),
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
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)

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
