import { describe, expect, it } from 'vitest'
import { apiErrorBody, apiErrorSchema, ERROR_CODES, ERROR_STATUS, statusToCode } from './errors'

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

describe('a status without a code', () => {
  it('stands for the first code listed with that status', () => {
    expect(statusToCode(401)).toBe('UNAUTHENTICATED')
    expect(statusToCode(404)).toBe('NOT_FOUND')
    expect(statusToCode(409)).toBe('CONFLICT')
    expect(statusToCode(503)).toBe('SERVICE_UNAVAILABLE')
  })

  it('counts a timeout or a gateway as the server not answering, and anything else by its class', () => {
    expect([408, 502, 504].map(statusToCode)).toEqual(Array(3).fill('SERVICE_UNAVAILABLE'))
    expect(statusToCode(418)).toBe('VALIDATION_FAILED')
    expect(statusToCode(599)).toBe('INTERNAL')
  })

  it('is the way back from every code’s own status', () => {
    for (const code of ERROR_CODES)
      expect(ERROR_STATUS[statusToCode(ERROR_STATUS[code])]).toBe(ERROR_STATUS[code])
  })
})
