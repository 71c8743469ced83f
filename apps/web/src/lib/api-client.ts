import { apiErrorSchema, MESSAGES } from '@mithaq/domain'
import type { z } from 'zod'

import { ApiError } from './api-error'
import { takeEarlyResponse } from './early-requests'
import { apiFetch, isNativeShell } from './transport'

export { ApiError }

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
    throw new ApiError(0, 'NETWORK', 'We could not reach Mithaq. Please check your connection and try again.')
  }
  const text = await response.text()
  const data = text ? safeJson(text) : null
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data)
    if (parsed.success) {
      throw new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.issues)
    }
    throw new ApiError(response.status, 'INTERNAL', MESSAGES.unexpectedError)
  }
  return schema.parse(data)
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
      : MESSAGES.unexpectedError
