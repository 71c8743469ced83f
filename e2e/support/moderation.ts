import { TERMS_VERSION } from '@mithaq/domain'
import { call, type E2EUser } from './api'

/** The suite's moderator: a moderator by the server's MODERATOR_EMAILS (playwright.config.ts). */
const MODERATOR = { email: 'moderator-e2e@mithaq.test', password: 'quiet-olive-42' }

const sessionOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('better-auth.session_token='))
    ?.split(';')[0]

/**
 * Signs the moderator in (a session of this test's own), creating the account the first time.
 * Tests run in parallel: when another one created it a moment earlier, the sign-up is refused and
 * the next sign-in succeeds. The moderator has no profile, so nobody's Discover shows them.
 */
export async function signInModerator(): Promise<E2EUser> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const signedIn = await call('/auth/sign-in/email', { method: 'POST', body: MODERATOR })
    const cookie = signedIn.ok ? sessionOf(signedIn) : undefined
    if (cookie) return { ...MODERATOR, cookie }
    const signedUp = await call('/auth/sign-up/email', {
      method: 'POST',
      body: { ...MODERATOR, name: '', termsVersion: TERMS_VERSION },
    })
    const fresh = signedUp.ok ? sessionOf(signedUp) : undefined
    if (fresh) return { ...MODERATOR, cookie: fresh }
  }
  throw new Error('the e2e moderator could neither sign in nor sign up')
}
