/**
 * Whether this browser had a signed-in user last time we asked the server. The landing page
 * waits for the app and its session check only when it did, so a visitor's first paint needs
 * neither; a signed-in user without the hint sees the landing page for a moment before being sent
 * on. A stale answer costs one check: the next answer fixes it.
 */
/** Also read by the landing page's loader (scripts/prerender-landing.tsx), before the app exists. */
export const SIGNED_IN_KEY = 'mithaq.signed-in'

export function mightBeSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) === '1'
  } catch {
    return true
  }
}

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_KEY, '1')
    else localStorage.removeItem(SIGNED_IN_KEY)
  } catch {
    // Storage refused (private mode, quota): the landing page then always checks.
  }
}
