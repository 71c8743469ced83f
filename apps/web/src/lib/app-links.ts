import type { NativeApp } from './native-app'
import { queryClient } from './query-client'
import { sessionToken } from './session-token'
import { apiOrigin, apiUrl } from './transport'

/**
 * Links from our mails in the Android and iOS app (decision 370). The server vouches that its
 * https links may open the app (App Links, Universal Links: `/.well-known/`), for the paths of
 * its APP_LINK_PATHS; `appUrlOpen` hands such a link to the app, which shows what the web shows:
 *
 * - a password reset (`/api/auth/reset-password/<token>`): the reset screen with the token, as
 *   the server's redirect gives it to the web (`/reset-password?token=…`);
 * - an e-mail confirmation (`/api/auth/verify-email?token=…&callbackURL=/signup`): confirmed
 *   through the API (the answer's bearer token signs the app in, as the cookie does on the web),
 *   then the callback's screen, or that screen with `?error=<code>` as the web gets it.
 *
 * Anything else, or a link to another server, is ignored (the app stays where it is).
 */
export type AppLinkRoute =
  | { kind: 'open'; path: string }
  | { kind: 'verify-email'; token: string; landing: string }

/** A path of ours to land on after confirming (`/signup`), never an address elsewhere. */
const safeLanding = (callback: string | null) =>
  callback && /^\/[\w/-]*$/.test(callback) && !callback.startsWith('//') ? callback : '/signup'

export function appLinkRoute(url: string, server: string): AppLinkRoute | undefined {
  let link: URL
  try {
    link = new URL(url)
  } catch {
    return undefined
  }
  if (link.protocol !== 'https:' && link.protocol !== 'http:') return undefined
  if (link.origin !== new URL(server).origin) return undefined
  const reset = /^\/api\/auth\/reset-password\/([\w.-]+)$/.exec(link.pathname)
  if (reset?.[1]) return { kind: 'open', path: `/reset-password?token=${encodeURIComponent(reset[1])}` }
  if (link.pathname === '/api/auth/verify-email') {
    const token = link.searchParams.get('token')
    if (token)
      return { kind: 'verify-email', token, landing: safeLanding(link.searchParams.get('callbackURL')) }
  }
  return undefined
}

/** Links already followed in this run: the launch link may come both as an event and from getLaunchUrl. */
const followed = new Set<string>()

/** Follows one opened link (see above); resolves once the app is on its screen. */
export async function openAppLink(url: string, navigate: (path: string) => void, server = apiOrigin) {
  const route = server ? appLinkRoute(url, server) : undefined
  if (!route || followed.has(url)) return
  followed.add(url)
  if (route.kind === 'open') {
    navigate(route.path)
    return
  }
  // Without the session this app may already hold: the link speaks for its own account, and a
  // stale link's 401 must not sign anyone out (apiFetch would forget the token on a 401).
  const answer = await fetch(apiUrl(`/api/auth/verify-email?token=${encodeURIComponent(route.token)}`), {
    credentials: 'omit',
  }).catch(() => undefined)
  if (answer?.ok) {
    // Signed in as the confirmed account, as the web is by the cookie: every query asks again.
    const issued = answer.headers.get('set-auth-token')
    if (issued) await sessionToken.set(issued)
    await queryClient.invalidateQueries()
    navigate(route.landing)
    return
  }
  const body = (await answer?.json().catch(() => undefined)) as { code?: unknown } | undefined
  const code = typeof body?.code === 'string' ? body.code : 'INVALID_TOKEN'
  navigate(`${route.landing}?error=${encodeURIComponent(code)}`)
}

/**
 * Listens for links that open the app, and follows the one that launched it (cold start).
 * Resolves to the function that stops listening.
 */
export async function listenForAppLinks(
  app: Pick<NativeApp, 'addListener' | 'getLaunchUrl'>,
  navigate: (path: string) => void,
): Promise<() => void> {
  const handle = await app.addListener('appUrlOpen', ({ url }) => void openAppLink(url, navigate))
  const launch = await app.getLaunchUrl().catch(() => undefined)
  if (launch?.url) await openAppLink(launch.url, navigate)
  return () => void handle.remove()
}

/** Tests only: forget the links followed so far. */
export function forgetFollowedAppLinks() {
  followed.clear()
}
