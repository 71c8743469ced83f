import { meSchema } from '@mithaq/domain'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { SIGNED_IN_KEY } from '../../../lib/session-hint'
import { answer, answerError, api } from '../../../testing/api-answers'
import { server } from '../../../testing/msw-server'
import { getMe } from './get-me'

describe('getMe', () => {
  it('answers the signed-in user, and remembers that someone is signed in here', async () => {
    const me = { user: { id: 'u1', email: 'amina@mithaq.test', emailVerified: true }, hasProfile: true }
    server.use(http.get(api('/me'), () => answer(meSchema, me)))
    expect(await getMe()).toEqual(me)
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('1')
  })

  it('answers null for a visitor, by the code UNAUTHENTICATED', async () => {
    server.use(http.get(api('/me'), () => answerError(401, 'UNAUTHENTICATED', 'Please sign in.')))
    expect(await getMe()).toBeNull()
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull()
  })

  it('passes any other failure on, even one whose code this build does not know', async () => {
    server.use(
      http.get(api('/me'), () =>
        HttpResponse.json({ code: 'ACCOUNT_PAUSED', message: 'Paused.' }, { status: 403 }),
      ),
    )
    const error = await getMe().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Paused.' })
  })
})
