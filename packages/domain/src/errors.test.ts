import { describe, expect, it } from 'vitest'
import { apiErrorBody, apiErrorSchema } from './errors'

describe('the error body on the wire', () => {
  it('is built with only the parts that are set', () => {
    expect(apiErrorBody('CONFLICT', 'Already paid', { reason: 'already_paid' })).toEqual({
      code: 'CONFLICT',
      message: 'Already paid',
      reason: 'already_paid',
    })
    expect(apiErrorBody('NOT_FOUND', 'Gone')).toEqual({ code: 'NOT_FOUND', message: 'Gone' })
  })

  it('is closed: a code or a reason outside the lists does not parse', () => {
    expect(apiErrorSchema.safeParse({ code: 'AUTH_ERROR', message: 'x' }).success).toBe(false)
    expect(apiErrorSchema.safeParse({ code: 'CONFLICT', message: 'x', reason: 'nope' }).success).toBe(false)
    expect(apiErrorSchema.safeParse({ code: 'INVALID_CREDENTIALS', message: 'x' }).success).toBe(true)
  })
})
