import { type ApiErrorBody, apiErrorSchema } from '@mithaq/domain'
import { HttpResponse } from 'msw'
import type { z } from 'zod'

// MSW answers built through the domain's own schemas, so a test cannot answer a shape the
// server would never send: a payload that does not parse fails the test where it is written.

/** A 2xx answer whose body is `schema.parse(body)`. */
export const answer = <S extends z.ZodType>(schema: S, body: z.input<S>, status = 200) =>
  HttpResponse.json(schema.parse(body) as object, { status })

/** The API's error body (`{ code, message, issues?, reason? }`) with its status. */
export const answerError = (
  status: number,
  code: ApiErrorBody['code'],
  message: string,
  extra: Pick<ApiErrorBody, 'issues' | 'reason'> = {},
) => HttpResponse.json(apiErrorSchema.parse({ code, message, ...extra }), { status })

/** The browser's view of a dropped connection: fetch rejects. */
export const dropConnection = () => HttpResponse.error()

/** `/api` + path, as the app's request() builds it against jsdom's origin. */
export const api = (path: string) => `${window.location.origin}/api${path}`
