import { apiErrorSchema, MESSAGES } from '@mithaq/domain'
import type { z } from 'zod'

import { ApiError } from './api-error'
import { takeEarlyResponse } from './early-requests'

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
  const url = new URL(`/api${path}`, window.location.origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  const isForm = body instanceof FormData
  const ask = () =>
    fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    })
  // A GET the page's boot script already started (early-requests.ts): its answer, once.
  const early = method === 'GET' && !url.search ? takeEarlyResponse(path) : undefined
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

/** A file the server builds for the user (the data export): its bytes and the name it suggests. */
export async function requestFile(path: string, { method = 'POST' }: { method?: 'GET' | 'POST' } = {}) {
  let response: Response
  try {
    response = await fetch(new URL(`/api${path}`, window.location.origin), { method, credentials: 'include' })
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach Mithaq. Please check your connection and try again.')
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(safeJson(await response.text()))
    if (parsed.success) throw new ApiError(response.status, parsed.data.code, parsed.data.message)
    throw new ApiError(response.status, 'INTERNAL', MESSAGES.unexpectedError)
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
      : MESSAGES.unexpectedError
