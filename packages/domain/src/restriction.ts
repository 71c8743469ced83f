import { z } from 'zod'

// Apart from moderation.ts: every screen's error handling reads a restriction (errors.ts), and
// importing the moderator console's schemas for it built them all on every page load (decision 250).

const isoDate = z.iso.datetime({ offset: true })

/** Why a member cannot sign in: carried by the ACCOUNT_RESTRICTED sign-in error. */
export const restrictionSchema = z.object({
  kind: z.enum(['suspended', 'banned']),
  reason: z.string(),
  /** When a suspension ends; null for a ban. */
  until: isoDate.nullable(),
  /** The member's one appeal against this decision, if they wrote it. */
  appeal: z
    .object({
      text: z.string(),
      status: z.enum(['waiting', 'lifted', 'upheld']),
      answer: z.string().nullable(),
    })
    .nullable(),
  /** Lets the member appeal without a session (the sign-in proved the password); short-lived. */
  appealToken: z.string().nullable(),
})
export type Restriction = z.infer<typeof restrictionSchema>
