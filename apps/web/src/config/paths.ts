/** Every route of the app, so links are never spelled twice. */
export const paths = {
  home: '/',
  auth: '/auth',
  /** /auth opened on its Sign Up tab. */
  authSignUp: '/auth?tab=sign-up',
  resetPassword: '/reset-password',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  /** The moderation console: moderators only, with or without a profile of their own. */
  moderation: '/moderation',
  signup: {
    basics: '/signup',
    details: '/signup/details',
    pictures: '/signup/pictures',
    review: '/signup/review',
  },
  app: {
    root: '/app',
    profiles: '/app/profiles',
    liked: '/app/liked',
    matches: '/app/matches',
    account: '/app/account',
    unmatched: '/app/unmatched',
    editProfile: '/app/edit-profile',
    notifications: '/app/notifications',
    chat: (matchId: string) => `/app/chat/${matchId}`,
  },
} as const
