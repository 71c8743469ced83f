import {
  errorIssueSchema,
  isErrorCode,
  isRefusalReason,
  type RefusalReason,
  restrictionSchema,
  statusToCode,
} from '@mithaq/domain'
import type { TextKey } from '@mithaq/i18n'
import englishNotices from '@mithaq/i18n/namespaces/en/notices'
import englishValidation from '@mithaq/i18n/namespaces/en/validation'
import { z } from 'zod'
import { currentTranslator, t } from '../i18n'
import { ApiError, type ApiErrorCode } from './api-error'
import { takeEarlyResponse } from './early-requests'
import { apiFetch, isNativeShell } from './transport'

export { ApiError, type ApiErrorCode, errorCode } from './api-error'

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | undefined>
}

/** The one HTTP client of the web app: JSON in, schema-checked JSON out, ApiError on failure. */
export async function request<S extends z.ZodType>(
  schema: S,
  path: string,
  { method = 'GET', body, query }: RequestOptions = {},
): Promise<z.infer<S>> {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value))
  }
  const queryString = search.toString()
  const target = `/api${path}${queryString ? `?${queryString}` : ''}`
  const isForm = body instanceof FormData
  // Cookie on the web, bearer token in the native shell (lib/transport.ts).
  const ask = () =>
    apiFetch(target, {
      method,
      headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    })
  // A GET the page's boot script already started (early-requests.ts): its answer, once. The
  // shell has no boot script: its page is not served by the API.
  const early = method === 'GET' && !queryString && !isNativeShell ? takeEarlyResponse(path) : undefined
  let response: Response
  try {
    response = early ? await early.catch(ask) : await ask()
  } catch {
    throw new ApiError(0, 'NETWORK', currentTranslator()('errors.NETWORK'))
  }
  const text = await response.text()
  const data = text ? safeJson(text) : null
  if (!response.ok) throw apiErrorFrom(response.status, data)
  return schema.parse(data)
}

/**
 * The error body, read leniently: the server may be newer than this page. A code this build does
 * not know becomes the code of its status (the domain's `statusToCode`), a reason it does not know
 * is left out, and the message, written for people, is kept. A body that is not ours at all (a
 * proxy's page) gets the status's code and the generic message.
 */
const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(errorIssueSchema).optional().catch(undefined),
  reason: z.unknown().optional(),
  restriction: restrictionSchema.optional().catch(undefined),
})

/** The `ApiError` for a failed answer: its status and its (parsed) body. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body)
  if (!parsed.success) {
    const code = statusToCode(status)
    return new ApiError(status, code, wordedError(code, t('notices.unexpectedError')))
  }
  const { code: sent, message, issues, reason: sentReason, restriction } = parsed.data
  const code = isErrorCode(sent) ? sent : statusToCode(status)
  const reason = isRefusalReason(sentReason) ? sentReason : undefined
  return new ApiError(
    status,
    code,
    wordedError(code, message, reason),
    issues?.map((issue) => ({ ...issue, message: wordedIssue(issue.message) })),
    reason,
    restriction,
    message,
  )
}

/**
 * What people read for an error (decision 283). The server sends a code, a reason and an English
 * message for API clients and logs; in English that message is shown as it is (the
 * specification's texts), in any other language the code (or the refusal's reason) is worded
 * from the 'errors' catalogue.
 */
export function wordedError(code: ApiErrorCode, serverMessage: string, reason?: RefusalReason): string {
  const t = currentTranslator()
  if (t.locale === 'en') return serverMessage
  return reason ? t(`errors.reason.${reason}`) : t(`errors.${code}`)
}

/**
 * A field's message from the server (a zod rule of the domain, in English): the same rule's text
 * in the current language when it is one of the shared texts without placeholders, else the
 * generic 'some details are not right'.
 */
function wordedIssue(serverMessage: string): string {
  const t = currentTranslator()
  if (t.locale === 'en') return serverMessage
  englishKeys ??= new Map(
    Object.entries({ ...englishNotices, ...englishValidation }).map(([key, text]) => [text, key as TextKey]),
  )
  const key = englishKeys.get(serverMessage)
  return key ? t(key) : t('errors.VALIDATION_FAILED')
}
let englishKeys: Map<string, TextKey> | undefined

/** A file the server builds for the user (the data export): its bytes and the name it suggests. */
export async function requestFile(path: string, { method = 'POST' }: { method?: 'GET' | 'POST' } = {}) {
  let response: Response
  try {
    // The same transport as every request: the cookie on the web, the bearer token in the shell.
    response = await apiFetch(`/api${path}`, { method })
  } catch {
    throw new ApiError(0, 'NETWORK', currentTranslator()('errors.NETWORK'))
  }
  if (!response.ok) {
    throw apiErrorFrom(response.status, safeJson(await response.text()))
  }
  const disposition = response.headers.get('content-disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download'
  return { blob: await response.blob(), fileName }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export const errorMessage = (error: unknown) =>
  error instanceof ApiError
    ? error.message
    : error instanceof Error
      ? error.message
      : t('notices.unexpectedError')
