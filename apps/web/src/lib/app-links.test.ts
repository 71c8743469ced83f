import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../testing/msw-server'

// The shell's build names the API's origin in the page (decision 211); set before the transport
// reads it. `@capacitor/app` is the one thing faked: it is the phone, outside our system.
const API = vi.hoisted(() => {
  const origin = 'https://api.mithaq.test'
  const meta = document.createElement('meta')
  meta.name = 'mithaq-api-origin'
  meta.content = origin
  document.head.append(meta)
  return origin
})

const { appLinkRoute, listenForAppLinks, forgetFollowedAppLinks } = await import('./app-links')
const { sessionToken } = await import('./session-token')
const { isNativeShell } = await import('./transport')
const { requestPasswordReset } = await import('../features/auth/api/auth-calls')

type UrlListener = (event: { url: string }) => void

/** A stand-in for @capacitor/app: the link that launched the app, and later links' events. */
function fakeApp(launchUrl?: string) {
  let listener: UrlListener | undefined
  const app = {
    addListener: async (event: string, l: UrlListener) => {
      if (event === 'appUrlOpen') listener = l
      return {
        remove: async () => {
          listener = undefined
        },
      }
    },
    getLaunchUrl: async () => (launchUrl ? { url: launchUrl } : undefined),
  } as unknown as Parameters<typeof listenForAppLinks>[0]
  return { app, open: (url: string) => listener?.({ url }) }
}

/** Navigations the app made, and a way to wait for the next one. */
function navigator() {
  const paths: string[] = []
  let wake: (() => void) | undefined
  return {
    paths,
    navigate: (path: string) => {
      paths.push(path)
      wake?.()
    },
    next: () =>
      new Promise<void>((resolve) => {
        wake = resolve
      }),
  }
}

beforeEach(async () => {
  localStorage.clear()
  await sessionToken.set('session-of-this-phone')
})
afterEach(() => forgetFollowedAppLinks())

describe('links from our mails in the native shell', () => {
  it('runs in shell mode in this file', () => {
    expect(isNativeShell).toBe(true)
  })

  it.each([
    [
      `${API}/api/auth/reset-password/abc123?callbackURL=${API}/reset-password`,
      { kind: 'open', path: '/reset-password?token=abc123' },
    ],
    [
      `${API}/api/auth/verify-email?token=t.k-n&callbackURL=/signup`,
      { kind: 'verify-email', token: 't.k-n', landing: '/signup' },
    ],
    [
      `${API}/api/auth/verify-email?token=tok&callbackURL=https://evil.test/`,
      { kind: 'verify-email', token: 'tok', landing: '/signup' },
    ],
    [
      `${API}/api/auth/verify-email?token=tok&callbackURL=//evil.test`,
      { kind: 'verify-email', token: 'tok', landing: '/signup' },
    ],
    [`${API}/api/auth/verify-email`, undefined],
    [`${API}/api/guardian/confirm/abc`, undefined],
    ['https://other.test/api/auth/reset-password/abc123', undefined],
    ['javascript:alert(1)', undefined],
    ['not a url', undefined],
  ])('%s → %o', (url, route) => {
    expect(appLinkRoute(url, API)).toEqual(route)
  })

  it('opens the reset screen with the token, for the link that launched the app and for later ones, once each', async () => {
    const phone = fakeApp(`${API}/api/auth/reset-password/first`)
    const nav = navigator()
    const stop = await listenForAppLinks(phone.app, nav.navigate)
    expect(nav.paths).toEqual(['/reset-password?token=first'])

    phone.open(`${API}/api/auth/reset-password/first`)
    phone.open(`${API}/api/auth/reset-password/second`)
    phone.open('https://other.test/api/auth/reset-password/third')
    expect(nav.paths).toEqual(['/reset-password?token=first', '/reset-password?token=second'])
    stop()
  })

  it('confirms the e-mail through the API, keeps the session it answers with, and opens the callback screen', async () => {
    const asked: { token: string | null; authorization: string | null }[] = []
    server.use(
      http.get(`${API}/api/auth/verify-email`, ({ request }) => {
        asked.push({
          token: new URL(request.url).searchParams.get('token'),
          authorization: request.headers.get('authorization'),
        })
        return HttpResponse.json({ status: true }, { headers: { 'set-auth-token': 'session-of-confirmed' } })
      }),
    )
    const phone = fakeApp()
    const nav = navigator()
    await listenForAppLinks(phone.app, nav.navigate)
    const arrived = nav.next()
    phone.open(`${API}/api/auth/verify-email?token=mail-token&callbackURL=/signup`)
    await arrived

    expect(asked).toEqual([{ token: 'mail-token', authorization: null }])
    expect(nav.paths).toEqual(['/signup'])
    expect(await sessionToken.get()).toBe('session-of-confirmed')
  })

  it('shows the callback screen with the error of a stale link, and keeps the session the phone had', async () => {
    server.use(
      http.get(`${API}/api/auth/verify-email`, () =>
        HttpResponse.json({ code: 'TOKEN_EXPIRED', message: 'token expired' }, { status: 401 }),
      ),
    )
    const phone = fakeApp()
    const nav = navigator()
    await listenForAppLinks(phone.app, nav.navigate)
    const arrived = nav.next()
    phone.open(`${API}/api/auth/verify-email?token=old&callbackURL=/signup`)
    await arrived

    expect(nav.paths).toEqual(['/signup?error=TOKEN_EXPIRED'])
    expect(await sessionToken.get()).toBe('session-of-this-phone')
  })

  it("asks for a reset link whose page is the server's, not the app's own origin", async () => {
    let body: unknown
    server.use(
      http.post(`${API}/api/auth/request-password-reset`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ status: true })
      }),
    )
    await requestPasswordReset('amina@example.com')
    expect(body).toEqual({ email: 'amina@example.com', redirectTo: `${API}/reset-password` })
  })
})
