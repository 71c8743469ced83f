import { englishTranslator } from '@mithaq/domain'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { answerError, api, dropConnection } from '../testing/api-answers'
import { server } from '../testing/msw-server'
import { ApiError, apiErrorFrom, request } from './api-client'

const english = englishTranslator()

const okSchema = z.object({ ok: z.boolean() })

/** What `request` throws for the answer the handler gives. */
async function failureOf(answerWith: () => Response): Promise<ApiError> {
  server.use(http.post(api('/thing'), answerWith))
  const error = await request(okSchema, '/thing', { method: 'POST', body: {} }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('the API client on a failed answer', () => {
  it('keeps the code, the message, the field issues and the refusal reason', async () => {
    const error = await failureOf(() =>
      answerError(409, 'CONFLICT', 'You have already paid for this match.', { reason: 'already_paid' }),
    )
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'You have already paid for this match.',
      reason: 'already_paid',
      issues: [],
    })

    const invalid = await failureOf(() =>
      answerError(400, 'VALIDATION_FAILED', 'Name is required', {
        issues: [{ path: 'name', message: 'Name is required' }],
      }),
    )
    expect(invalid.code).toBe('VALIDATION_FAILED')
    expect(invalid.issues).toEqual([{ path: 'name', message: 'Name is required' }])
    expect(invalid.reason).toBeUndefined()
  })

  it('reads a code it does not know (a newer server) by its status, and keeps the message', async () => {
    const error = await failureOf(() =>
      HttpResponse.json({ code: 'MATCH_ARCHIVED', message: 'This match was archived.' }, { status: 404 }),
    )
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'This match was archived.' })
  })

  it('keeps the code but leaves out a refusal reason it does not know', async () => {
    const error = await failureOf(() =>
      HttpResponse.json(
        { code: 'CONFLICT', message: 'Not now.', reason: 'moon_in_wrong_phase' },
        { status: 409 },
      ),
    )
    expect(error.code).toBe('CONFLICT')
    expect(error.reason).toBeUndefined()
    expect(error.message).toBe('Not now.')
  })

  it('gives an answer that is not our error body the code of its status and the generic message', async () => {
    const gateway = await failureOf(() => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 }))
    expect(gateway).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: english('notices.unexpectedError'),
    })
    const empty = await failureOf(() => new HttpResponse(null, { status: 500 }))
    expect(empty).toMatchObject({ code: 'INTERNAL', message: english('notices.unexpectedError') })
  })

  it('calls a dropped connection NETWORK, with status 0', async () => {
    const error = await failureOf(dropConnection)
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' })
  })
})

describe('apiErrorFrom', () => {
  it('never fails on a malformed body: bad issues are dropped, the rest kept', () => {
    const error = apiErrorFrom(400, { code: 'VALIDATION_FAILED', message: 'Bad', issues: 'oops' })
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Bad', issues: [] })
    expect(apiErrorFrom(429, 'Too many')).toMatchObject({ code: 'RATE_LIMITED' })
    expect(apiErrorFrom(401, null)).toMatchObject({ code: 'UNAUTHENTICATED' })
  })
})
