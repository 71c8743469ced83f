import { describe, expect, it } from 'vitest'
import { forgotPasswordSchema, resetPasswordFormSchema, signInSchema, signUpFormSchema } from './auth'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message

describe('sign-in', () => {
  it.each([
    [{ email: '', password: '' }, 'Please fill in all fields'],
    [{ email: 'a@b.co', password: '' }, 'Please fill in all fields'],
    [{ email: '   ', password: 'secret1' }, 'Please fill in all fields'],
    [{ email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(signInSchema.safeParse(input))).toBe(message)
  })

  it('accepts an e-mail with spaces around it and any non-empty password', () => {
    expect(signInSchema.parse({ email: '  a@b.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    })
  })
})

describe('sign-up', () => {
  it.each([
    [{ email: '', password: 'secret1', confirmPassword: 'secret1' }, 'Please fill in all fields'],
    [{ email: 'a@b.co', password: '', confirmPassword: '' }, 'Please fill in all fields'],
    [{ email: 'a@b.co', password: 'secret1', confirmPassword: '' }, 'Please fill in all fields'],
    [
      { email: 'a@b.co', password: '12345', confirmPassword: '12345' },
      'Password must be at least 6 characters',
    ],
    [
      { email: 'a@b.co', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'Password must not exceed 128 characters',
    ],
    [{ email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2' }, 'Passwords do not match'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(signUpFormSchema.safeParse(input))).toBe(message)
  })

  it('accepts six characters, the minimum', () => {
    expect(
      signUpFormSchema.safeParse({ email: 'a@b.co', password: '123456', confirmPassword: '123456' }).success,
    ).toBe(true)
  })

  it('puts the mismatch on the confirmation field', () => {
    const result = signUpFormSchema.safeParse({
      email: 'a@b.co',
      password: 'secret1',
      confirmPassword: 'secret2',
    })
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword'])
  })
})

describe('password reset', () => {
  it.each([
    [{ password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'secret1', confirmPassword: 'secret2' }, "Passwords don't match"],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(resetPasswordFormSchema.safeParse(input))).toBe(message)
  })

  it('shows the mismatch on the confirmation field', () => {
    const result = resetPasswordFormSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' })
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword'])
  })

  it('accepts matching passwords of six characters or more', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success,
    ).toBe(true)
  })

  it('asks for a valid e-mail before sending a reset link', () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: 'nope' }))).toBe(
      'Please enter a valid email address',
    )
    expect(forgotPasswordSchema.safeParse({ email: 'a@b.co' }).success).toBe(true)
  })
})
