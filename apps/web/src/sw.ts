/// <reference lib="webworker" />
// The service worker: precaches the app shell (as the generated one did), shows push
// notifications and, on a tap, brings the app to the screen the notification is about.
// Type-checked by tsconfig.sw.json (the WebWorker library, not the DOM).
import { type PushPayload, pushPayloadSchema } from '@mithaq/domain'
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare let self: ServiceWorkerGlobalScope

// A new version takes over at once (registerType 'autoUpdate').
self.skipWaiting()
clientsClaim()

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Every page of the app is the shell; API, auth, media and the socket always go to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/realtime/, /^\/robots\.txt$/, /^\/sitemap\.xml$/],
  }),
)

/** Where a tap may lead: a path of this app only, never another site. */
function safePath(url: string | undefined): string {
  return url?.startsWith('/') && !url.startsWith('//') ? url : '/app/profiles'
}

/** Our payload; anything else (not JSON, another shape) still shows something calm and useful. */
function readPayload(event: PushEvent): PushPayload {
  try {
    const parsed = pushPayloadSchema.safeParse(event.data?.json())
    if (parsed.success) return parsed.data
  } catch {
    // not JSON
  }
  return {
    title: 'Mithaq',
    body: 'Something new is waiting for you in Mithaq.',
    data: { type: 'unknown', notificationId: null, senderId: null, referenceId: null, url: '/app/profiles' },
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event)
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      // One entry per notification; a repeated push of the same one replaces it.
      tag: payload.data.notificationId ?? undefined,
      data: { ...payload.data, url: safePath(payload.data.url) },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(safePath(event.notification.data?.url), self.location.origin).href
  event.waitUntil(openApp(target))
})

/** Focuses an open window of the app and takes it to `url`, or opens a new one there. */
async function openApp(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin)
  if (!open) {
    await self.clients.openWindow(url)
    return
  }
  const focused = await open.focus()
  if (focused.url !== url) await focused.navigate(url)
}
