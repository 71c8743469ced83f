import { z } from 'zod'
import { matchTimerSchema } from './match-timer'
import { publicProfileSchema, SEXES } from './profile'

const isoDate = z.iso.datetime({ offset: true })

/** A match as its list row and its chat screen show it. */
export const MATCH_STATUSES = ['locked', 'unlocked', 'unmatched'] as const
export type MatchStatus = (typeof MATCH_STATUSES)[number]

/** The reason labels of the unmatched list: 'Non-response auto-unmatch', 'You unmatched', '{name} unmatched with you'. */
export const UNMATCH_REASONS = ['non_response', 'you_unmatched', 'they_unmatched'] as const
export type UnmatchReason = (typeof UNMATCH_REASONS)[number]

/** The other person in a match, as the list rows show them. */
export const matchProfileSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The words about this person agree with it in Arabic, Urdu and French (decision 300). */
  sex: z.enum(SEXES),
  age: z.number().int(),
  location: z.object({ country: z.string(), city: z.string() }),
  /** The main picture's URL; null shows the placeholder. */
  picture: z.string().nullable(),
  /** A member of the demo community: the chat says 'Demo'. */
  isDemo: z.boolean(),
  /** `picture` is a blurred rendition: private, not revealed to me (decision 260). */
  picturesBlurred: z.boolean().default(false),
})
export type MatchProfileSummary = z.infer<typeof matchProfileSummarySchema>

/** The newest message of a match: the UI cuts the preview to 30 characters and adds 'You: ' for mine. */
export const lastMessageSchema = z.object({
  content: z.string(),
  senderId: z.string(),
  isMine: z.boolean(),
  createdAt: isoDate,
})
export type LastMessage = z.infer<typeof lastMessageSchema>

/** A row of 'Your Matches'. Rows come newest activity first. */
export const matchListItemSchema = z.object({
  id: z.string(),
  profile: matchProfileSummarySchema,
  status: z.enum(MATCH_STATUSES),
  lastMessage: lastMessageSchema.nullable(),
  /** The other user's messages I have not read. */
  unreadCount: z.number().int(),
  /** The last message, or the match (or rematch) itself when there is none. */
  lastActivityAt: isoDate,
  /** The timer running now and whose move it is; null when none runs. */
  timer: matchTimerSchema.nullable(),
})
export type MatchListItem = z.infer<typeof matchListItemSchema>

export const matchListSchema = z.object({ matches: z.array(matchListItemSchema) })
export type MatchList = z.infer<typeof matchListSchema>

/** What is new for me (GET /api/matches/news). */
export const matchNewsSchema = z.object({
  /** Matches whose "It's a Match!" I have not been shown yet, oldest first: each is shown once. */
  moments: z.array(z.string()),
  /** Active matches made since I last opened Matches (the tab's badge). */
  newMatches: z.number().int(),
})
export type MatchNews = z.infer<typeof matchNewsSchema>

/** A row of the unmatched list. */
export const unmatchedListItemSchema = z.object({
  id: z.string(),
  profile: matchProfileSummarySchema,
  lastMessage: lastMessageSchema.nullable(),
  unmatchedAt: isoDate,
  reason: z.enum(UNMATCH_REASONS),
  /** 'Rematch' when true, otherwise 'View Chat'. */
  canRematch: z.boolean(),
})
export type UnmatchedListItem = z.infer<typeof unmatchedListItemSchema>

export const unmatchedListSchema = z.object({ matches: z.array(unmatchedListItemSchema) })
export type UnmatchedList = z.infer<typeof unmatchedListSchema>

export const MY_PICTURES_STATES = ['shown', 'private', 'revealed'] as const
export type MyPicturesState = (typeof MY_PICTURES_STATES)[number]

/** One side of the payment: what the payment card and banner need. */
export const matchSideSchema = z.object({
  id: z.string(),
  paid: z.boolean(),
  /** 3 for standard, 6 for express, 0 before paying or after a refund. */
  paidAmount: z.number().int(),
})
export type MatchSide = z.infer<typeof matchSideSchema>

/** The chat screen's match: header, timer banner, payment card, unmatched banner. */
export const matchDetailSchema = z.object({
  id: z.string(),
  profile: publicProfileSchema,
  status: z.enum(MATCH_STATUSES),
  chatUnlocked: z.boolean(),
  me: matchSideSchema,
  them: matchSideSchema,
  /** Running while locked. */
  paymentExpiresAt: isoDate.nullable(),
  /** Running after the unlock until the first message. */
  initialTimerExpiresAt: isoDate.nullable(),
  /** Running after each message, for `awaitingResponseFrom`. */
  responseTimerExpiresAt: isoDate.nullable(),
  /** 'me': 'Your turn to respond'; 'them': 'Waiting for' their name. */
  awaitingResponseFrom: z.enum(['me', 'them']).nullable(),
  unmatchedAt: isoDate.nullable(),
  unmatchReason: z.enum(UNMATCH_REASONS).nullable(),
  canRematch: z.boolean(),
  unreadCount: z.number().int(),
  createdAt: isoDate,
  lastMessageAt: isoDate.nullable(),
  /**
   * My own pictures in this match (decision 260): 'shown' when they are not private, 'private'
   * while the other person sees them blurred, 'revealed' when I showed them the originals.
   */
  myPictures: z.enum(MY_PICTURES_STATES).default('shown'),
})
export type MatchDetail = z.infer<typeof matchDetailSchema>

export const matchIdParamsSchema = z.object({ id: z.string().min(1).max(100) })
export type MatchIdParams = z.infer<typeof matchIdParamsSchema>

export const payMatchSchema = z.object({ express: z.boolean().default(false) })
export type PayMatchInput = z.infer<typeof payMatchSchema>

/** Which of the three 'Payment Successful' texts applies. */
export const PAYMENT_OUTCOMES = ['waiting', 'unlocked', 'express_unlocked'] as const
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number]

export const paymentResultSchema = z.object({
  outcome: z.enum(PAYMENT_OUTCOMES),
  match: matchDetailSchema,
  balance: z.number().int(),
})
export type PaymentResult = z.infer<typeof paymentResultSchema>

/** The answer to unmatch, rematch and Remove Forever. */
export const matchActionResultSchema = z.object({
  /** Null after Remove Forever: the match is gone from my lists. */
  match: matchDetailSchema.nullable(),
  balance: z.number().int(),
})
export type MatchActionResult = z.infer<typeof matchActionResultSchema>
