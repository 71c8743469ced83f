import {
  type ApiErrorBody,
  apiErrorBody,
  type ErrorCode,
  englishTranslator,
  TERMS_VERSION,
} from '@mithaq/domain'
import { DEFAULT_LOCALE, isLocale } from '@mithaq/i18n'
import { and, eq, isNull, ne, or } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isAllowedOrigin, refusedOriginMessage } from '../../config/origins'
import { users, verifications } from '../../db/schema'
import { statusToCode } from '../../lib/app-error'
import { canonicalEmail } from '../../lib/email-address'
import { enforceRateLimit } from '../../lib/rate-limit'
import { type Auth, CLIENT_IP_HEADER } from './auth'
import { isCommonPassword } from './passwords'
import { accountKey, createDeviceProof, deviceKey } from './sign-in-throttle'

const english = englishTranslator()

/**
 * Moderation's word at the door (decision 220), handed in by app.ts as `getSession` is for the
 * guards: auth asks it without knowing moderation, which itself asks auth who moderates.
 */
export interface SignInGate {
  /** Whether an address belongs to a banned person: sign-up refuses it. */
  isBannedEmail(email: string): Promise<boolean>
  /** The answer to a suspended or banned member's sign-in: why, until when, and their appeal. */
  restrictedSignIn(email: string): Promise<ApiErrorBody>
}

/** Failed sign-ins counted per account (and per known device) in one window (decision 166). */
export const SIGN_IN_ACCOUNT_WINDOW_MS = 15 * 60_000

/**
 * The better-auth endpoints Mithaq uses; every other one answers 404 (decision 167). Its
 * self-service user edits (update-user, change-email, delete-user, linked accounts) would write
 * around our domain rules: a name with a NUL byte or of 900 KB, a deletion without the retention
 * rules of decision 089. Matched on the path exactly as better-auth receives it, so an encoded
 * spelling (`update%2Duser`) is not in the list either.
 */
const SERVED =
  /^\/api\/auth\/(sign-up\/email|sign-in\/email|sign-out|get-session|request-password-reset|reset-password|reset-password\/[\w-]+|verify-email|send-verification-email|change-password|list-sessions|revoke-session|revoke-sessions|revoke-other-sessions|ok|error|admin\/[a-z-]+)$/

/**
 * What better-auth's sign-up is given: the profile holds the real name, so `name` is always empty;
 * the visitor's language, when it is one of ours, becomes the account's (decision 281); the Terms
 * version the visitor agreed to, checked above to be the one in force (decisions 375, 405).
 */
function signUpBody(body: Record<string, unknown>): Record<string, unknown> {
  const { email, password, callbackURL, rememberMe, locale, termsVersion } = body
  return {
    email,
    password,
    name: '',
    callbackURL,
    rememberMe,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    termsVersion,
  }
}

/** Said to a sign-up that did not say which Terms of Use it agreed to (an old app, a script). */
export const TERMS_MISSING_MESSAGE =
  'Creating an account means agreeing to our Terms of Use: send termsVersion, the version you agreed to.'

/** Said to a sign-up made from a page that showed older Terms than the ones in force. */
export const TERMS_CHANGED_MESSAGE =
  'Our Terms of Use have just changed. Please reload the page to read them, then create your account.'

/** better-auth's error codes, answered with our own wording and error codes. */
const AUTH_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  USER_ALREADY_EXISTS: { code: 'EMAIL_TAKEN', message: english('notices.emailTaken') },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'EMAIL_TAKEN', message: english('notices.emailTaken') },
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', message: english('notices.invalidCredentials') },
  EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED', message: english('notices.emailNotVerified') },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION_FAILED', message: english('notices.passwordTooShort') },
  PASSWORD_TOO_LONG: { code: 'VALIDATION_FAILED', message: english('notices.passwordTooLong') },
  INVALID_EMAIL: { code: 'VALIDATION_FAILED', message: english('notices.emailInvalid') },
  INVALID_TOKEN: { code: 'INVALID_TOKEN', message: english('notices.invalidResetLink') },
}

/** Turns a Fastify request into the Fetch Request better-auth expects. */
export function toFetchRequest(request: FastifyRequest, baseUrl: string, body = request.body): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value))
  }
  headers.set(CLIENT_IP_HEADER, request.ip)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined
  if (hasBody) headers.set('content-type', 'application/json')
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  })
}

/**
 * Serves better-auth under /api/auth/*, rewording its errors into our `{ code, message }` body.
 * Around it: common passwords are refused, sign-ins are counted per account (as well as per
 * address, by better-auth), the sockets of ended sessions are closed, and the session token is
 * kept out of reach of our own pages' scripts.
 */
export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    gate,
    baseUrl,
    signInAccountLimit = 10,
  }: { auth: Auth; gate: SignInGate; baseUrl: string; signInAccountLimit?: number },
) {
  const devices = createDeviceProof({
    secret: app.config.authSecret,
    secure: app.config.publicUrl.startsWith('https://'),
  })
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      // Refused here rather than by better-auth, whose bare 'Invalid origin' tells nobody what to do.
      const origin = request.headers.origin
      if (request.method === 'POST' && origin && !isAllowedOrigin(app.config, origin)) {
        request.log.warn({ origin }, 'auth: request from an origin that is not allowed')
        return reply
          .status(403)
          .send(apiErrorBody('INVALID_ORIGIN', refusedOriginMessage(app.config, origin)))
      }

      const path = request.url.split('?')[0] ?? ''
      if (!SERVED.test(path))
        return reply.status(404).send(apiErrorBody('NOT_FOUND', english('notices.notFound')))
      const body = (request.body ?? {}) as Record<string, unknown>
      const isPost = request.method === 'POST'

      if (isPost && /\/(sign-up\/email|reset-password|change-password)$/.test(path)) {
        const chosen = body.newPassword ?? body.password
        if (typeof chosen === 'string' && isCommonPassword(chosen)) {
          return reply.status(400).send(
            apiErrorBody('VALIDATION_FAILED', english('notices.passwordTooCommon'), {
              issues: [{ path: 'password', message: english('notices.passwordTooCommon') }],
            }),
          )
        }
      }

      // Counted before the attempt, forgiven after a success: parallel guesses cannot slip past.
      // A browser that signed in to this account before has a count of its own (decision 166).
      const signInEmail =
        isPost && path.endsWith('/sign-in/email') && typeof body.email === 'string' ? body.email : undefined
      let throttleKey: string | undefined
      if (signInEmail !== undefined) {
        const device = devices.knownDevice(request.headers.cookie, signInEmail)
        throttleKey = device ? deviceKey(device) : accountKey(signInEmail)
        await enforceRateLimit(
          app.rateLimits,
          throttleKey,
          { max: signInAccountLimit, windowMs: SIGN_IN_ACCOUNT_WINDOW_MS },
          app.clock.now(),
        )
      }
      // Whose reset this is, read before better-auth consumes the token: that browser becomes known.
      const resetEmail =
        isPost && path.endsWith('/reset-password') ? await resetOwnerEmail(app, body) : undefined

      // No account without agreeing to the Terms in force (decision 405); agreeing to Terms the
      // page showed but that are no longer in force is no agreement (decision 375).
      if (isPost && path.endsWith('/sign-up/email')) {
        if (typeof body.termsVersion !== 'string' || body.termsVersion === '')
          return reply.status(400).send(
            apiErrorBody('VALIDATION_FAILED', TERMS_MISSING_MESSAGE, {
              issues: [{ path: 'termsVersion', message: TERMS_MISSING_MESSAGE }],
            }),
          )
        if (body.termsVersion !== TERMS_VERSION)
          return reply.status(409).send(
            apiErrorBody('CONFLICT', TERMS_CHANGED_MESSAGE, {
              issues: [{ path: 'termsVersion', message: TERMS_CHANGED_MESSAGE }],
            }),
          )
      }

      // A banned person's address cannot open a new account (decision 220).
      if (isPost && path.endsWith('/sign-up/email') && typeof body.email === 'string') {
        if (await gate.isBannedEmail(body.email))
          return reply
            .status(403)
            .send(apiErrorBody('ACCOUNT_RESTRICTED', 'This email address cannot be used for a new account.'))
      }

      const ending = isPost && endsSessions(path) ? await endingUserId(app, request, path, body) : undefined
      const sent = path.endsWith('/sign-up/email') ? signUpBody(await sameMailbox(app, body)) : request.body
      const response = await auth.handler(toFetchRequest(request, baseUrl, sent))
      if (ending) app.hub.sessionsEnded(ending.userId)
      if (throttleKey && response.ok) await app.rateLimits.reset(throttleKey)
      const provenEmail = response.ok ? (signInEmail ?? resetEmail) : undefined

      const hideToken = isOwnPage(request)
      reply.status(response.status)
      response.headers.forEach((value, name) => {
        if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') return
        if (name === 'set-auth-token' && hideToken) return
        reply.header(name, value)
      })
      const cookies = response.headers.getSetCookie()
      if (provenEmail !== undefined) cookies.push(devices.remember(request.headers.cookie, provenEmail))
      if (cookies.length > 0) reply.header('set-cookie', cookies)
      const text = await response.text()
      // better-auth's admin plugin refuses a suspended or banned member's session after the
      // password was checked: they are told why and how to appeal (decision 220).
      if (response.status === 403 && signInEmail !== undefined && text.includes('"BANNED_USER"'))
        return reply.type('application/json').send(await gate.restrictedSignIn(signInEmail))
      if (response.status >= 400)
        return reply.type('application/json').send(rewordError(response.status, text))
      if (path.endsWith('/sign-up/email')) return sendAnswer(reply, sessionlessSignUp(text), hideToken)
      if (signInEmail !== undefined)
        return sendAnswer(reply, await withTermsNotice(app, signInEmail, text), hideToken)
      // No client needs another session's token (it is that session's password): never sent.
      if (path.endsWith('/list-sessions')) return sendAnswer(reply, text, true)
      return sendAnswer(reply, text, hideToken)
    },
  })
}

/**
 * Whose sessions a session-ending call ends: the caller's own, the user named by an admin call,
 * or the owner of a reset token (looked up before better-auth consumes it). `userId` undefined:
 * not known, and every socket is checked again.
 */
async function endingUserId(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  body: Record<string, unknown>,
): Promise<{ userId?: string }> {
  if (path.includes('/admin/')) return { userId: typeof body.userId === 'string' ? body.userId : undefined }
  if (path.endsWith('/reset-password')) {
    const token = typeof body.token === 'string' ? body.token : ''
    const [row] = await app.db
      .select({ userId: verifications.value })
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`))
    return { userId: row?.userId }
  }
  const { authorization, cookie } = request.headers
  const user = await app.sessionUser({ authorization, cookie }).catch(() => undefined)
  return { userId: user?.id }
}

/**
 * One account per mailbox (decision 311): a sign-up for `omar.khan+2@gmail.com` when
 * `omarkhan@gmail.com` has an account goes on as a sign-up for that account's own address, so it
 * is answered exactly as a taken address is (EMAIL_TAKEN, or with e-mail confirmation on, the
 * same answer as a new address and a mail to the owner). The unique `users.email_canonical`
 * column refuses the race of two at once.
 */
async function sameMailbox(app: FastifyInstance, body: Record<string, unknown>) {
  if (typeof body.email !== 'string') return body
  const [owner] = await app.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.emailCanonical, canonicalEmail(body.email)))
  return owner ? { ...body, email: owner.email } : body
}

/** The address of the account a reset token belongs to; undefined for an unknown token. */
async function resetOwnerEmail(app: FastifyInstance, body: Record<string, unknown>) {
  if (typeof body.token !== 'string') return undefined
  const [row] = await app.db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, `reset-password:${body.token}`))
  return row?.email
}

/**
 * After a sign-in: when the account agreed to Terms older than the ones in force (or to none), the
 * answer says `termsUpdated: <version>`, once: the account then records the version in force, as
 * the notice the app shows says that using Mithaq from now on means agreeing to it (decision 375).
 */
async function withTermsNotice(app: FastifyInstance, email: string, text: string): Promise<string> {
  const changed = await app.db
    .update(users)
    .set({ termsVersion: TERMS_VERSION, termsAcceptedAt: app.clock.now() })
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        or(isNull(users.termsVersion), ne(users.termsVersion, TERMS_VERSION)),
      ),
    )
    .returning({ id: users.id })
  if (changed.length === 0) return text
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>
    return JSON.stringify({ ...parsed, termsUpdated: TERMS_VERSION })
  } catch {
    return text
  }
}

/**
 * A request made by a script of our own web page (the browser says so, and a script cannot
 * forge Sec-Fetch-Site). Such a page keeps its session in the HttpOnly cookie only: the token
 * is not handed to it, so an injected script cannot carry the session away. The native shell
 * (another origin) and non-browser clients still get it, in the body and in `set-auth-token`.
 */
function isOwnPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  return site === 'same-origin' || site === 'same-site'
}

/** Passes better-auth's answer on; for our own pages, without the session token. */
function sendAnswer(reply: FastifyReply, text: string, hideToken: boolean) {
  if (!hideToken || !text) return reply.send(text || null)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return reply.send(text)
  }
  return reply.type('application/json').send(JSON.stringify(withoutToken(parsed)))
}

/**
 * A sign-up that opened no session (e-mail confirmation on) answers `{ token: null }` and nothing
 * else, whether the address was new or taken: better-auth's stand-in user for a taken address
 * differs from a real new one in small ways (its role), and the user is not needed before sign-in.
 */
function sessionlessSignUp(text: string): string {
  try {
    const parsed = JSON.parse(text) as { token?: unknown }
    return parsed.token ? text : JSON.stringify({ token: null })
  } catch {
    return text
  }
}

/**
 * `{ token }` becomes `{ signedIn }`; a get-session answer loses `session.token`; a list of
 * sessions loses every `token`.
 */
export function withoutToken(answer: unknown): unknown {
  if (Array.isArray(answer))
    return answer.map((item) => {
      if (!item || typeof item !== 'object') return item
      const { token: _hidden, ...kept } = item as Record<string, unknown>
      return kept
    })
  if (!answer || typeof answer !== 'object') return answer
  const { token, ...rest } = answer as Record<string, unknown>
  const out: Record<string, unknown> =
    'token' in (answer as object) ? { ...rest, signedIn: Boolean(token) } : rest
  const session = out.session
  if (session && typeof session === 'object' && 'token' in session) {
    const { token: _hidden, ...kept } = session as Record<string, unknown>
    out.session = kept
  }
  return out
}

/** better-auth's error answer in our closed contract: a code it has no word for goes by its status. */
function rewordError(status: number, text: string): ApiErrorBody {
  let parsed: { code?: string; message?: string } = {}
  try {
    parsed = JSON.parse(text)
  } catch {
    // better-auth answered without a JSON body; fall through to a generic one
  }
  if (status === 429) return apiErrorBody('RATE_LIMITED', english('notices.tooManyAttempts'))
  const known = parsed.code ? AUTH_ERRORS[parsed.code] : undefined
  if (known) return apiErrorBody(known.code, known.message)
  return apiErrorBody(statusToCode(status), parsed.message ?? english('notices.unexpectedError'))
}

/** better-auth endpoints after which a cached session may no longer be valid. */
export const endsSessions = (path: string) =>
  /\/(sign-out|reset-password|revoke-|change-password|change-email|delete-user|admin\/)/.test(path)
