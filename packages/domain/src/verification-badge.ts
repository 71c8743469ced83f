// Apart from moderation.ts: a profile card shows the badge, and importing the moderator console's
// schemas for its words built them all on every page load (decision 250).

/** The badge's words: exactly what the check proves, nothing more. */
export const VERIFIED_BADGE_TEXT = 'Selfie checked by a moderator'
