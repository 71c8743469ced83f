import { z } from 'zod'
import { issue } from './wording'

/**
 * A guardian (wali) with consent (decision 233). A member names a guardian by e-mail; the guardian
 * confirms by a link. In each conversation the member asks, and only once the other person agrees
 * does the guardian receive a weekly copy of the messages written since. Either side may stop it.
 *
 * GET    /api/guardian                    → 200 GuardianState
 * PUT    /api/guardian { email }          → 200 GuardianState (a new guardian waits for confirmation)
 * DELETE /api/guardian                    → 200 GuardianState (every conversation's consent ends)
 * GET    /api/matches/:id/guardian        → 200 ConversationGuardians
 * POST   /api/matches/:id/guardian/ask    → 200 ConversationGuardians
 * POST   /api/matches/:id/guardian/answer { agree } → 200 ConversationGuardians
 * POST   /api/matches/:id/guardian/stop   → 200 ConversationGuardians (my request, or my agreement)
 */
export const guardianInputSchema = z.object({
  email: z
    .string(issue('validation.guardianEmailInvalid'))
    .trim()
    .toLowerCase()
    .pipe(z.email(issue('validation.guardianEmailInvalid')))
    .pipe(z.string().max(254, issue('validation.guardianEmailInvalid'))),
})
export type GuardianInput = z.infer<typeof guardianInputSchema>

export const guardianStateSchema = z.object({
  guardian: z.object({ email: z.string(), confirmed: z.boolean() }).nullable(),
})
export type GuardianState = z.infer<typeof guardianStateSchema>

export const GUARDIAN_CONSENT_STATUSES = ['asked', 'agreed', 'declined'] as const
export type GuardianConsentStatus = (typeof GUARDIAN_CONSENT_STATUSES)[number]

/** One side's guardian in one conversation: none asked yet, asked, agreed or declined. */
export const conversationGuardiansSchema = z.object({
  /**
   * My guardian in this conversation; `canAsk` when my guardian is confirmed and nothing is
   * pending, or a refusal is older than GUARDIAN_ASK_COOL_OFF_MS.
   */
  mine: z.object({ status: z.enum(GUARDIAN_CONSENT_STATUSES).nullable(), canAsk: z.boolean() }),
  /** The other person's guardian, as far as it concerns me: they asked, I agreed or declined. */
  theirs: z.object({ status: z.enum(GUARDIAN_CONSENT_STATUSES).nullable() }),
})
export type ConversationGuardians = z.infer<typeof conversationGuardiansSchema>

export const guardianAnswerSchema = z.object({ agree: z.boolean() })
export type GuardianAnswer = z.infer<typeof guardianAnswerSchema>

/**
 * After the other person declines (or withdraws an agreement), the ward may ask them again only
 * once this long has passed since that answer (decision 322): a "no" is not met with a new
 * request the next minute.
 */
export const GUARDIAN_ASK_COOL_OFF_MS = 30 * 24 * 60 * 60 * 1000

/** A transcript covers a week; the first one the week after the other person agreed. */
export const GUARDIAN_TRANSCRIPT_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000
