import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type CreateProfileInput, ownProfileSchema, TERMS_VERSION } from '@mithaq/domain'
import { type BrowserContext, expect, type Page } from '@playwright/test'

export const baseURL = () => `http://localhost:${process.env.E2E_PORT}`

export interface E2EUser {
  email: string
  password: string
  /** `better-auth.session_token=…` */
  cookie: string
}

export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${randomUUID().slice(0, 8)}@mithaq.test`

/** Calls our API as a client would (better-auth wants an Origin header on POSTs); any status. */
export function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  return fetch(`${baseURL()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: baseURL(),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

type CallInit = { method?: string; body?: unknown; cookie?: string }

/**
 * The same, for an answer that must succeed: its body, not yet trusted (`unknown`). A helper or a
 * test that reads fields from it uses `apiAnswer` with the domain's schema instead of a cast.
 */
export async function api(path: string, init: CallInit = {}): Promise<{ res: Response; json: unknown }> {
  const res = await call(path, init)
  const text = await res.text()
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${text}`)
  return { res, json: text ? JSON.parse(text) : null }
}

/**
 * An answer that must succeed, parsed with the domain's schema for it (the one the server's
 * route answers by): a field renamed on the server fails here, where the answer is read, rather
 * than as an `undefined` deep in a test.
 */
export async function apiAnswer<T>(
  schema: { parse: (data: unknown) => T },
  path: string,
  init: CallInit = {},
): Promise<T> {
  return schema.parse((await api(path, init)).json)
}

/** Creates an account through the real sign-up endpoint. */
export async function createUser(email = uniqueEmail(), password = 'quiet-olive-42'): Promise<E2EUser> {
  const { res } = await api('/auth/sign-up/email', {
    method: 'POST',
    body: { email, password, name: '', termsVersion: TERMS_VERSION },
  })
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))
  if (!cookie) throw new Error('sign-up set no session cookie')
  return { email, password, cookie: cookie.split(';')[0] as string }
}

/** Puts the user's session into a browser context, as if they had signed in there. */
export async function signInContext(context: BrowserContext, user: E2EUser) {
  const [name, value] = user.cookie.split(/=(.*)/s) as [string, string]
  await context.addCookies([{ name, value, url: baseURL() }])
}

/** The newest mail the server wrote to its outbox for this address. */
export function lastMailTo(email: string): { subject: string; text: string } | undefined {
  const outbox = join(process.env.E2E_DATA_DIR as string, 'outbox')
  let files: string[] = []
  try {
    files = readdirSync(outbox).sort()
  } catch {
    return undefined
  }
  // The server moves each mail in whole (lib/mailer.ts); one may still go between the listing and
  // the read, when an account's deletion takes its mail out.
  const mails = files.flatMap((f) => {
    try {
      return [JSON.parse(readFileSync(join(outbox, f), 'utf8'))]
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw err
    }
  })
  return mails.filter((m) => m.to === email).at(-1)
}

/** What the sign-up sends for a profile: the domain's own input type, not a copy of it. */
export type ProfileFields = CreateProfileInput

/** Completes the user's profile through the real API (no pictures). */
export async function createProfile(user: E2EUser, overrides: Partial<ProfileFields> = {}) {
  const body: ProfileFields = {
    name: 'Amina',
    sex: 'female',
    birthday: '1996-04-12',
    location: { country: 'United Kingdom', city: 'London' },
    aboutMe: 'I value faith, family and honest conversation.',
    education: 'BSc Mathematics',
    occupation: 'Teacher',
    nationality: ['United Kingdom'],
    height: 165,
    maritalStatus: 'Never Married',
    ...overrides,
  }
  return apiAnswer(ownProfileSchema, '/profile', { method: 'POST', body, cookie: user.cookie })
}

/** An account with a finished profile. */
export async function createUserWithProfile(overrides: Partial<ProfileFields> = {}) {
  const user = await createUser()
  const profile = await createProfile(user, overrides)
  return { ...user, profile }
}

/**
 * The account's language (PUT /api/account/locale). The account's language wins over the device's
 * once signed in (decision 281), so a test in another language sets both.
 */
export async function setAccountLanguage(user: { cookie: string }, locale: string): Promise<void> {
  await api('/account/locale', { method: 'PUT', cookie: user.cookie, body: { locale } })
}

/** Asks for a password reset in the sign-in screen's dialog; resolves to the link the mail carries. */
export async function resetLinkFor(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset your password' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByText('Password reset email sent!')).toBeVisible()
  await expect.poll(() => lastMailTo(email)?.text ?? '').toContain('/api/auth/reset-password/')
  return lastMailTo(email)?.text.match(/https?:\/\/\S+/)?.[0] as string
}
