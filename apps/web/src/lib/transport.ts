import { sessionToken } from './session-token'

/**
 * Where the API is, and how a request proves whose it is (decision 211). On the web the app is
 * served by the API's own origin and its session is the HttpOnly cookie. In the native shell the
 * app runs on another origin (`capacitor://localhost`, `https://localhost`): the build names the
 * API's origin in `<meta name="mithaq-api-origin">`, and every request carries the bearer token
 * and never a cookie. Requests (lib/api-client.ts), the socket and pictures all go through here.
 */
export const apiOrigin: string | undefined = readApiOrigin()
export const isNativeShell = apiOrigin !== undefined

function readApiOrigin(): string | undefined {
  if (typeof document === 'undefined') return undefined
  const content = document.querySelector<HTMLMetaElement>('meta[name="mithaq-api-origin"]')?.content.trim()
  return content ? content.replace(/\/$/, '') : undefined
}

/** An absolute URL of the API for `path` (`/api/…`, `/media/…`). */
export const apiUrl = (path: string) => new URL(path, apiOrigin ?? window.location.origin)

/**
 * A picture link from the API as an `<img>` may use it: signed links need no cookie (decision 210),
 * the moderation console's included (decision 256).
 */
export const mediaSrc = (url: string) =>
  apiOrigin && (url.startsWith('/media/') || url.startsWith('/api/moderation/')) ? `${apiOrigin}${url}` : url

/** Requests after which the session no longer exists: the shell forgets its token once they succeed. */
const ENDS_SESSION = [
  ['POST', '/api/auth/sign-out'],
  ['POST', '/api/account/deactivate'],
  ['DELETE', '/api/account'],
]

/**
 * `fetch` to our API. On the web: same origin, with the cookie. In the shell: the bearer token in
 * `Authorization`, `credentials: 'omit'` (no cookie is sent or kept); a `set-auth-token` answer
 * (sign-in, sign-up, a refreshed session) replaces the kept token, and a 401 or the end of the
 * session (sign-out, deactivation, deletion) removes it.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  if (!isNativeShell) return fetch(apiUrl(path), { ...init, credentials: 'include' })
  const token = await sessionToken.get()
  const headers = new Headers(init.headers)
  if (token) headers.set('authorization', `Bearer ${token}`)
  const response = await fetch(apiUrl(path), { ...init, headers, credentials: 'omit' })
  const method = (init.method ?? 'GET').toUpperCase()
  const issued = response.headers.get('set-auth-token')
  if (issued) await sessionToken.set(issued)
  else if (
    response.status === 401 ||
    (response.ok && ENDS_SESSION.some(([m, p]) => m === method && p === path))
  )
    await sessionToken.clear()
  return response
}

/** The socket's options for where and how it authenticates: the cookie on the web, the token in the shell. */
export function socketTarget(): {
  url: string | undefined
  withCredentials: boolean
  auth?: (cb: (data: object) => void) => void
} {
  if (!isNativeShell) return { url: undefined, withCredentials: true }
  return {
    url: apiOrigin,
    withCredentials: false,
    auth: (cb) => {
      void sessionToken.get().then((token) => cb({ token }))
    },
  }
}
