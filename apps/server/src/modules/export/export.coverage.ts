/**
 * Every table of the schema, either in "Your data" or left out for a stated reason (issue 28).
 * export.test.ts compares both lists with the tables of db/schema, so a new table cannot be
 * forgotten: it fails until the table is exported or listed here with why not.
 */

/**
 * Where each exported table's rows appear in mithaq-data.json: paths of keys, `*` for each item
 * of a list. The test fills every table for one member and checks that each path holds something.
 */
export const EXPORTED_TABLES: Record<string, readonly string[]> = {
  users: ['account', 'account.language'],
  accounts: ['account.signInMethods'],
  sessions: ['signedInSessions'],
  profiles: ['profile', 'profile.picturesPrivate'],
  profile_pictures: ['pictures'],
  discovery_filters: ['discoverFilters', 'discoverFilters.verifiedOnly', 'discoverFilters.faith'],
  profile_faith: ['faithAndFamily', 'faithAndFamily.consentGivenAt', 'faithAndFamily.answers'],
  push_tokens: ['pushDevices'],
  push_preferences: ['pushPreferences'],
  profile_actions: ['likesAndPasses', 'likesReceived', 'profilesSeen'],
  favorited_profiles: ['favorites'],
  blocked_profiles: ['blocked'],
  profile_reports: ['reportsMade'],
  matches: ['matches'],
  messages: ['matches.*.messages'],
  picture_reveals: ['matches.*.pictureReveals'],
  guardians: ['guardian'],
  guardian_consents: ['matches.*.guardians'],
  token_transactions: ['ledger'],
  notifications: ['notifications'],
  sent_reminders: ['remindersSent'],
  moderation_actions: ['moderation.decisionsAboutYou'],
  moderation_appeals: ['moderation.appeals'],
  verification_requests: ['verification', 'verification.requests'],
}

/** Tables whose rows are not given, and why. */
export const NOT_EXPORTED_TABLES: Record<string, string> = {
  verifications:
    'better-auth’s one-time secrets (e-mail confirmation and password-reset tokens): giving them out would let anyone holding the file use them; they expire within hours.',
  rate_limit_counters:
    'counters of recent attempts keyed by address or network address, kept minutes to hours to slow down abuse; not a record about the person.',
  banned_emails:
    'a keyed hash of a banned address, made so that nobody can read the address back; the ban itself is in moderation.decisionsAboutYou.',
  discovery_runs:
    'where the member’s Discover feed may jump (decision 105): positions derived from likesAndPasses and profilesSeen, which are exported.',
}
