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
