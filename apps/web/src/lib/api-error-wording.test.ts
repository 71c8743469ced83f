import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { changeLocale, currentTranslator } from '../i18n'
import { answerError, api, dropConnection } from '../testing/api-answers'
import { server } from '../testing/msw-server'
import { ApiError, errorMessage, request } from './api-client'

const okSchema = z.object({ ok: z.boolean() })

async function failureOf(answerWith: () => Response): Promise<ApiError> {
  server.use(http.post(api('/thing'), answerWith))
  const error = await request(okSchema, '/thing', { method: 'POST', body: {} }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('errors worded by the client (decision 283)', () => {
  describe('in Arabic', () => {
    beforeEach(() => changeLocale('ar'))
    afterEach(() => changeLocale('en'))

    it('words each code in Arabic and keeps the server’s English message for logs', async () => {
      const error = await failureOf(() =>
        answerError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
      )
      expect(error.code).toBe('INVALID_CREDENTIALS')
      expect(error.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.')
      expect(errorMessage(error)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.')
      expect(error.serverMessage).toBe('Invalid email or password')
      expect(document.documentElement.dir).toBe('rtl')
    })

    it('words a refusal by its reason', async () => {
      const error = await failureOf(() =>
        answerError(409, 'CONFLICT', 'You have already paid for this match.', { reason: 'already_paid' }),
      )
      expect(error.message).toBe('لقد دفعت لهذا التوافق من قبل.')
    })

    it('words a field’s message by the shared text it is, or says the details are not right', async () => {
      await changeLocale('en')
      const english = currentTranslator()('notices.emailInvalid')
      await changeLocale('ar')
      const error = await failureOf(() =>
        answerError(400, 'VALIDATION_FAILED', english, {
          issues: [
            { path: 'email', message: english },
            { path: 'name', message: 'A rule this build has never heard of' },
          ],
        }),
      )
      expect(error.issues[0]?.message).toBe(currentTranslator()('notices.emailInvalid'))
      expect(error.issues[1]?.message).toBe('بعض البيانات غير صحيحة. يُرجى مراجعتها والمحاولة مرة أخرى.')
    })

    it('words a code it read from a bare status, and a dropped connection', async () => {
      const gateway = await failureOf(() => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 }))
      expect(gateway.message).toBe('ميثاق غير متاح مؤقتًا. يُرجى المحاولة بعد لحظات.')
      const dropped = await failureOf(dropConnection)
      expect(dropped.message).toBe(
        'تعذّر الوصول إلى ميثاق. يُرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.',
      )
    })
  })

  it('shows the server’s own message in English', async () => {
    const error = await failureOf(() => answerError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'))
    expect(error.message).toBe('Invalid email or password')
  })
})
