import { PAGE_ANSWERS_READ_AT } from '@mithaq/domain'
import type { QueryKey } from '@tanstack/react-query'

/**
 * Answers asked for before the app's JavaScript arrived: the Discover page's boot script
 * (scripts/discover-boot.mjs, decision 185) starts GET /api/me and GET /api/discover while the
 * HTML is read and leaves the pending responses here. `request()` takes each one once, instead of
 * asking again; an answer older than `EARLY_MAX_AGE_MS` is left alone (the app asks afresh).
 */
export interface EarlyRequests {
  at: number
  responses: Record<string, Promise<Response> | undefined>
}

declare global {
  interface Window {
    __mithaqEarly?: EarlyRequests
  }
}

export const EARLY_MAX_AGE_MS = 20_000

/** The pending response for GET /api`path`, once; undefined when there is none (or it is stale). */
export function takeEarlyResponse(path: string, now = Date.now()): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__mithaqEarly
  const response = early?.responses[path]
  if (!early || !response) return undefined
  early.responses[path] = undefined
  return now - early.at <= EARLY_MAX_AGE_MS ? response : undefined
}

let sent: Record<string, unknown> | null | undefined
const parsedAnswers = new Map<string, unknown>()

/** The answers the server sent with the page (`#mithaq-early`), read once; null when none. */
function sentAnswers() {
  if (sent === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById('mithaq-early')
    try {
      sent = element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : null
    } catch {
      sent = null
    }
  }
  return sent
}

/**
 * When the server read the answers it sent with the page (its clock, ms since the epoch), or
 * undefined: everything this page shows was read after it, so the page's first socket can ask
 * whether an event was sent since (decision 580).
 */
export function pageAnswersReadAt(): number | undefined {
  const readAt = sentAnswers()?.[PAGE_ANSWERS_READ_AT]
  return typeof readAt === 'number' && Number.isFinite(readAt) ? readAt : undefined
}

export type Schema<T> = { safeParse: (data: unknown) => { success: true; data: T } | { success: false } }

/**
 * The answer the server sent with the page for GET /api`path` (decision 188: a signed-in
 * member's Discover page carries /me and /discover as JSON in `#mithaq-early`), checked by
 * `schema`. The same answer each time until `forgetSentAnswer(path)`: a render that React throws
 * away and starts again must find it again. Undefined when the page had none, it does not pass
 * the schema, or the page is older than `EARLY_MAX_AGE_MS`. Read in the first render, it lets
 * the first screen render with its data in one pass instead of again when an answer arrives.
 */
export function peekSentAnswer<T>(
  path: string,
  schema: Schema<T>,
  pageAgeMs = typeof performance === 'undefined' ? 0 : performance.now(),
): T | undefined {
  const sent = sentAnswers()
  if (!sent || sent[path] === undefined || pageAgeMs > EARLY_MAX_AGE_MS) return undefined
  if (!parsedAnswers.has(path)) {
    const parsed = schema.safeParse(sent[path])
    parsedAnswers.set(path, parsed.success ? parsed.data : undefined)
  }
  return parsedAnswers.get(path) as T | undefined
}

/** Once the answer is on screen: later asks (a reset, a refresh) go to the server. */
export function forgetSentAnswer(path: string) {
  if (sent) delete sent[path]
  parsedAnswers.delete(path)
  // The boot script's copy of the same answer, too.
  takeEarlyResponse(path)
}

/** `peekSentAnswer` and `forgetSentAnswer` at once. */
export function takeSentAnswer<T>(path: string, schema: Schema<T>, pageAgeMs?: number): T | undefined {
  const answer = peekSentAnswer(path, schema, pageAgeMs)
  forgetSentAnswer(path)
  return answer
}

/** Forgets what was read from the page (tests build one page after another). */
export function resetSentAnswers() {
  sent = undefined
  parsedAnswers.clear()
}

/**
 * One answer a page may carry for a query (decision 188): the query it fills (`key`), the
 * request it stands for (`path`), and `take()`, which gives the checked answer in the shape the
 * query keeps, once (undefined when the page had none). Each feature lists its own in its
 * `index.ts` (`earlyAnswers`); `app/page-answers.ts` puts them where their queries look.
 */
export interface EarlyAnswer {
  key: QueryKey
  path: string
  take(): unknown
}

export function earlyAnswer<T>(
  key: QueryKey,
  path: string,
  schema: Schema<T>,
  data: (answer: T) => unknown = (answer) => answer,
): EarlyAnswer {
  return {
    key,
    path,
    take() {
      const answer = takeSentAnswer(path, schema)
      return answer === undefined ? undefined : data(answer)
    },
  }
}
