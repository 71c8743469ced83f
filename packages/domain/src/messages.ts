/**
 * User-facing texts quoted from the specification. One place to reword or translate;
 * client and server both import them, so they can never disagree.
 */
export const MESSAGES = {
  // Auth (spec section 5 and 8)
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must not exceed 128 characters',
  resetPasswordsDoNotMatch: "Passwords don't match",
  emailInvalid: 'Please enter a valid email address',
  confirmationPending: 'Check your email for the confirmation link!',
  accountCreated: 'Account created successfully! Please complete your profile.',
  signedOut: 'Successfully signed out!',
  signOutServerIssue: 'Logout completed, but there was an issue clearing server session',
  resetEmailSent: 'Password reset email sent!',
  passwordUpdated: 'Password updated successfully!',
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',
  unexpectedError: 'An unexpected error occurred',
  unexpectedErrorTryAgain: 'An unexpected error occurred. Please try again.',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please confirm your email address first. We have sent you a new link.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  notFound: 'Not found',
  unauthenticated: 'You need to sign in first',
  // Generic screens
  loading: 'Loading...',
  somethingWentWrong: 'Something went wrong',
  pageNotFound: 'Oops! Page not found',
} as const
