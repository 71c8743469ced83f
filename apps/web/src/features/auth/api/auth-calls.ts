import { type SignInInput, type SignUpInput, TERMS_VERSION } from '@mithaq/domain'
import { z } from 'zod'
import { currentLocale } from '../../../i18n'
import { request } from '../../../lib/api-client'
import { apiOrigin } from '../../../lib/transport'

// better-auth's answers carry more than we use; we read only what we need. Our own pages get
// `signedIn` in place of the session token, which stays in the HttpOnly cookie.
const sessionAnswerSchema = z.looseObject({
  token: z.string().nullable().optional(),
  signedIn: z.boolean().optional(),
  /** The Terms version in force, when it changed since this account agreed (said once). */
  termsUpdated: z.string().optional(),
})
const okSchema = z.unknown()

export const signIn = (input: SignInInput) =>
  request(sessionAnswerSchema, '/auth/sign-in/email', { method: 'POST', body: input })

/** Answers `confirmationPending` when the server wants the e-mail confirmed before a session exists. */
export async function signUp(input: SignUpInput) {
  const answer = await request(sessionAnswerSchema, '/auth/sign-up/email', {
    method: 'POST',
    // The language the visitor was using becomes the account's (decision 281).
    // The Terms shown under the button are the version in force: creating the account agrees to it.
    body: {
      ...input,
      name: '',
      callbackURL: '/signup',
      locale: currentLocale(),
      termsVersion: TERMS_VERSION,
    },
  })
  return { confirmationPending: !(answer.signedIn ?? answer.token) }
}

export const requestPasswordReset = (email: string) =>
  request(okSchema, '/auth/request-password-reset', {
    method: 'POST',
    // The link's page is the server's (the app's own origin, capacitor://localhost, means nothing
    // in a browser); in the Android or iOS app the same link opens the app (lib/app-links.ts).
    body: { email, redirectTo: `${apiOrigin ?? window.location.origin}/reset-password` },
  })

export const resetPassword = (newPassword: string, token: string) =>
  request(okSchema, '/auth/reset-password', { method: 'POST', body: { newPassword, token } })

export const signOutRequest = () => request(okSchema, '/auth/sign-out', { method: 'POST', body: {} })

/** A suspended or banned member's one appeal; the token came with the refused sign-in. */
export const sendAppeal = (token: string, text: string) =>
  request(okSchema, '/appeals', { method: 'POST', body: { token, text } })
