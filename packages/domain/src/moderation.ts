import type { TextKey } from '@mithaq/i18n'
import { z } from 'zod'
import { plainTextProblem } from './text'
import { issue, type ModerationTextKind } from './wording'

const isoDate = z.iso.datetime({ offset: true })

/** Characters as a person counts them (code points), so an emoji counts once. */
const charCount = (s: string) => [...s].length

/** A moderator's reason, an appeal or an answer: trimmed plain text within `min`..`max` characters. */
const moderationText = (min: number, max: number, kind: ModerationTextKind) =>
  z
    .string(issue(`validation.${kind}Required`))
    .trim()
    .superRefine((s, ctx) => {
      // The first rule broken is the only issue; a length's limit goes with it as the key's value.
      const problem = plainTextProblem(s)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
      else if (charCount(s) < min)
        ctx.addIssue({ code: 'custom', message: `validation.${kind}TooShort`, params: { min } })
      else if (charCount(s) > max)
        ctx.addIssue({ code: 'custom', message: `validation.${kind}TooLong`, params: { max } })
    })

export const MODERATION_REASON_MIN = 5
export const MODERATION_REASON_MAX = 500
export const APPEAL_TEXT_MIN = 10
export const APPEAL_TEXT_MAX = 1000
/** Suspensions last whole days, from one day to three months. */
export const SUSPENSION_DAYS_MIN = 1
export const SUSPENSION_DAYS_MAX = 90
/** How many of a chat's latest messages a moderator sees with a report made from that chat. */
export const REPORT_CHAT_MESSAGES = 30

export const moderationReasonSchema = moderationText(
  MODERATION_REASON_MIN,
  MODERATION_REASON_MAX,
  'moderationReason',
)
export const appealTextSchema = moderationText(APPEAL_TEXT_MIN, APPEAL_TEXT_MAX, 'appeal')
export const appealAnswerSchema = moderationText(MODERATION_REASON_MIN, MODERATION_REASON_MAX, 'appealAnswer')

/** What a moderator can do with an open report. */
export const REPORT_ACTIONS = ['dismiss', 'warn', 'remove_picture', 'suspend', 'ban'] as const
export type ReportAction = (typeof REPORT_ACTIONS)[number]

/** Every kind of row in the moderation log: report actions, appeal answers and selfie reviews. */
export const MODERATION_ACTION_KINDS = [
  ...REPORT_ACTIONS,
  'appeal_lifted',
  'appeal_upheld',
  'verification_approved',
  'verification_refused',
] as const
export type ModerationActionKind = (typeof MODERATION_ACTION_KINDS)[number]

/**
 * The one wording of every moderation action (`moderation.action.*`): the console's decision menu
 * and record, and REPORT_ACTION_LABELS, read the same keys.
 */
export const MODERATION_ACTION_KEYS = {
  dismiss: 'moderation.action.dismiss',
  warn: 'moderation.action.warn',
  remove_picture: 'moderation.action.remove_picture',
  suspend: 'moderation.action.suspend',
  ban: 'moderation.action.ban',
  appeal_lifted: 'moderation.action.appeal_lifted',
  appeal_upheld: 'moderation.action.appeal_upheld',
  verification_approved: 'moderation.action.verification_approved',
  verification_refused: 'moderation.action.verification_refused',
} as const satisfies Record<ModerationActionKind, TextKey>

export const reportActionInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('dismiss'), reason: moderationReasonSchema }),
  z.object({ action: z.literal('warn'), reason: moderationReasonSchema }),
  z.object({ action: z.literal('remove_picture'), reason: moderationReasonSchema, pictureId: z.uuid() }),
  z.object({
    action: z.literal('suspend'),
    reason: moderationReasonSchema,
    days: z.number().int().min(SUSPENSION_DAYS_MIN).max(SUSPENSION_DAYS_MAX),
  }),
  z.object({ action: z.literal('ban'), reason: moderationReasonSchema }),
])
export type ReportActionInput = z.infer<typeof reportActionInputSchema>

/** A report as the reporter sees it: whom, when, and how far the moderators got. */
export const REPORT_STATUSES = ['received', 'reviewed', 'action_taken'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]
/** Each status's text in the catalogue, for the screens to word with `t()`. */
export const REPORT_STATUS_KEYS = {
  received: 'notices.reportStatusReceived',
  reviewed: 'notices.reportStatusReviewed',
  action_taken: 'notices.reportStatusActionTaken',
} as const satisfies Record<ReportStatus, TextKey>

export const myReportSchema = z.object({
  id: z.uuid(),
  /** The reported member's name; null once their account is gone. */
  reportedName: z.string().nullable(),
  category: z.string(),
  createdAt: isoDate,
  status: z.enum(REPORT_STATUSES),
})
export type MyReport = z.infer<typeof myReportSchema>
export const myReportsSchema = z.object({ reports: z.array(myReportSchema) })

const moderationPictureSchema = z.object({ id: z.uuid(), url: z.string() })

export const moderationProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  city: z.string(),
  country: z.string(),
  aboutMe: z.string(),
  occupation: z.string(),
  pictures: z.array(moderationPictureSchema),
  isVerified: z.boolean(),
})
export type ModerationProfile = z.infer<typeof moderationProfileSchema>

export const reportChatMessageSchema = z.object({
  id: z.uuid(),
  /** Who wrote it, as the moderator reads it. */
  author: z.enum(['reporter', 'reported']),
  body: z.string(),
  createdAt: isoDate,
})

export const queuedReportSchema = z.object({
  id: z.uuid(),
  category: z.string(),
  categoryLabel: z.string(),
  reason: z.string(),
  createdAt: isoDate,
  reporterName: z.string().nullable(),
  /** Null when the reported account was deleted (the report stays as evidence). */
  reported: moderationProfileSchema.nullable(),
  /** How many reports (open or closed) name the same member. */
  reportsAgainst: z.number().int(),
  /** Only for a report made from a chat: that chat's latest messages, oldest first. */
  chat: z.array(reportChatMessageSchema).nullable(),
})
export type QueuedReport = z.infer<typeof queuedReportSchema>
export const reportQueueSchema = z.object({ reports: z.array(queuedReportSchema) })

export const moderationActionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MODERATION_ACTION_KINDS),
  reason: z.string(),
  moderatorEmail: z.string().nullable(),
  targetName: z.string().nullable(),
  reportId: z.uuid().nullable(),
  until: isoDate.nullable(),
  createdAt: isoDate,
})
export type ModerationAction = z.infer<typeof moderationActionSchema>
export const moderationLogSchema = z.object({ actions: z.array(moderationActionSchema) })

export const appealInputSchema = z.object({ token: z.string().min(1).max(500), text: appealTextSchema })
export type AppealInput = z.infer<typeof appealInputSchema>

export const queuedAppealSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  createdAt: isoDate,
  memberName: z.string().nullable(),
  memberEmail: z.string().nullable(),
  restriction: z.object({
    kind: z.enum(['suspend', 'ban']),
    reason: z.string(),
    until: isoDate.nullable(),
  }),
})
export type QueuedAppeal = z.infer<typeof queuedAppealSchema>
export const appealQueueSchema = z.object({ appeals: z.array(queuedAppealSchema) })

export const appealAnswerInputSchema = z.object({
  outcome: z.enum(['lift', 'uphold']),
  answer: appealAnswerSchema,
})
export type AppealAnswerInput = z.infer<typeof appealAnswerInputSchema>

// ---- Verification ----

/** Poses a verification selfie is taken in; the server picks one, so an old photo will not do. */
export const VERIFICATION_POSES = [
  'Raise your right hand, palm open, beside your face',
  'Touch your left ear with your left hand',
  'Give a thumbs up next to your chin',
  'Hold two fingers up beside your right cheek',
] as const

export const verificationStateSchema = z.object({
  /**
   * `revoked`: approved once, but a picture was added since, so the badge is gone until a new
   * selfie is checked (the old one was deleted after its review).
   */
  status: z.enum(['none', 'requested', 'pending', 'approved', 'refused', 'revoked']),
  /** The pose to take (requested), or the one taken (pending). */
  pose: z.string().nullable(),
  /** Why a moderator refused; shown so the member can try again. */
  reason: z.string().nullable(),
})
export type VerificationState = z.infer<typeof verificationStateSchema>

export const queuedVerificationSchema = z.object({
  id: z.uuid(),
  pose: z.string(),
  createdAt: isoDate,
  selfieUrl: z.string(),
  profile: moderationProfileSchema,
})
export type QueuedVerification = z.infer<typeof queuedVerificationSchema>
export const verificationQueueSchema = z.object({ verifications: z.array(queuedVerificationSchema) })

export const verificationReviewInputSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('refuse'), reason: moderationReasonSchema }),
])
export type VerificationReviewInput = z.infer<typeof verificationReviewInputSchema>

export const moderationIdParamsSchema = z.object({ id: z.uuid() })
export const moderationOkSchema = z.object({ ok: z.literal(true) })
