import { LOCALES } from '@mithaq/i18n'
import { z } from 'zod'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits'
import { issue } from './wording'

// A missing field is refused like an empty one: the same words, whoever sent the request.
const filled = () => z.string(issue('notices.fillAllFields'))
const required = filled().trim().min(1, issue('notices.fillAllFields'))

const email = required
  .max(EMAIL_MAX_LENGTH, issue('notices.emailInvalid'))
  .pipe(z.email(issue('notices.emailInvalid')))

const newPassword = filled()
  .min(PASSWORD_MIN_LENGTH, issue('notices.passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, issue('notices.passwordTooLong'))

export const signInSchema = z.object({
  email,
  password: filled().min(1, issue('notices.fillAllFields')),
})
export type SignInInput = z.infer<typeof signInSchema>

/** The sign-up form: the confirmation only lives in the browser; the server checks email and password. */
export const signUpFormSchema = z
  .object({
    email,
    password: filled().min(1, issue('notices.fillAllFields')).pipe(newPassword),
    confirmPassword: filled().min(1, issue('notices.fillAllFields')),
  })
  .refine((v) => v.password === v.confirmPassword, {
    ...issue('notices.passwordsDoNotMatch'),
    path: ['confirmPassword'],
  })
export type SignUpFormInput = z.infer<typeof signUpFormSchema>

export const signUpSchema = z.object({ email, password: newPassword })
export type SignUpInput = z.infer<typeof signUpSchema>

export const forgotPasswordSchema = z.object({ email })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: filled() })
  .refine((v) => v.password === v.confirmPassword, {
    ...issue('notices.resetPasswordsDoNotMatch'),
    path: ['confirmPassword'],
  })
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>

export const resetPasswordSchema = z.object({ newPassword, token: z.string().min(1) })

/** What GET /api/me answers: who is signed in and whether a profile exists yet. */
export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean() }),
  hasProfile: z.boolean(),
  /** Opens the moderation console (role 'moderator', given by `npm run set-role`). */
  isModerator: z.boolean().optional(),
  /** The account's language (decision 281); a device signed in to it switches to it. */
  locale: z.enum(LOCALES).optional(),
})
export type Me = z.infer<typeof meSchema>

/** Public settings the web app needs before anyone signs in. */
export const siteConfigSchema = z.object({ supportEmail: z.string() })
export type SiteConfig = z.infer<typeof siteConfigSchema>
