import { describe, expect, it } from 'vitest'
import { forgotPasswordSchema, resetPasswordFormSchema, signInSchema, signUpFormSchema } from './auth'
import { englishTranslator } from './english-words'
import { wordIssue } from './wording'

// Worded as the server words its answers.
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
  const issue = result.success ? undefined : result.error?.issues[0]
  return issue && wordIssue(englishTranslator(), issue)
}

describe('sign-in', () => {
  it.each([
    [{ email: '', password: '' }, 'Please fill in all fields'],
    [{ email: 'a@b.co', password: '' }, 'Please fill in all fields'],
    [{ email: '   ', password: 'secret-1' }, 'Please fill in all fields'],
    [{ email: 'not-an-email', password: 'secret-1' }, 'Please enter a valid email address'],
    // A missing field gets the words of an empty one (decision 390), not zod's default.
    [{}, 'Please fill in all fields'],
    [{ email: 'a@b.co' }, 'Please fill in all fields'],
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
    [{ email: '', password: 'secret-1', confirmPassword: 'secret-1' }, 'Please fill in all fields'],
    [{ email: 'a@b.co', password: '', confirmPassword: '' }, 'Please fill in all fields'],
    [{ email: 'a@b.co', password: 'secret-1', confirmPassword: '' }, 'Please fill in all fields'],
    [
      { email: 'a@b.co', password: '1234567', confirmPassword: '1234567' },
      'Password must be at least 8 characters',
    ],
    [
      { email: 'a@b.co', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'Password must not exceed 128 characters',
    ],
    [{ email: 'a@b.co', password: 'secret-1', confirmPassword: 'secret-2' }, 'Passwords do not match'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(signUpFormSchema.safeParse(input))).toBe(message)
  })

  it('accepts eight characters, the minimum', () => {
    expect(
      signUpFormSchema.safeParse({ email: 'a@b.co', password: '12345678', confirmPassword: '12345678' })
        .success,
    ).toBe(true)
  })

  it('puts the mismatch on the confirmation field', () => {
    const result = signUpFormSchema.safeParse({
      email: 'a@b.co',
      password: 'secret-1',
      confirmPassword: 'secret-2',
    })
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword'])
  })
})

describe('password reset', () => {
  it.each([
    [{ password: '1234567', confirmPassword: '1234567' }, 'Password must be at least 8 characters'],
    [{ password: 'secret-1', confirmPassword: 'secret-2' }, "Passwords don't match"],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(resetPasswordFormSchema.safeParse(input))).toBe(message)
  })

  it('shows the mismatch on the confirmation field', () => {
    const result = resetPasswordFormSchema.safeParse({ password: 'secret-1', confirmPassword: 'secret-2' })
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword'])
  })

  it('accepts matching passwords of eight characters or more', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'secret12', confirmPassword: 'secret12' }).success,
    ).toBe(true)
  })

  it('asks for a valid e-mail before sending a reset link', () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: 'nope' }))).toBe(
      'Please enter a valid email address',
    )
    expect(forgotPasswordSchema.safeParse({ email: 'a@b.co' }).success).toBe(true)
  })
})
