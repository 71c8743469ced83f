import type { TextKey } from '@mithaq/i18n'
import { z } from 'zod'
import { faithAnswersSchema, sharedFaithSchema } from './faith'
import { LIKED_PAGE_MAX, LIKED_PAGE_SIZE, REPORT_REASON_MAX, REPORT_REASON_MIN } from './limits'
import { publicProfileSchema, SEXES } from './profile'
import { plainTextProblem } from './text'
import { issue } from './wording'

/** Characters as a person counts them (code points), so an emoji counts once. */
const charCount = (s: string) => [...s].length

/** Report reason (docs/product.md § 10): 10 to 1,000 characters after trimming (issue 19: room to explain). */
export const reportReasonSchema = z
  .string(issue('notices.reasonTooShort'))
  .trim()
  .superRefine((s, ctx) => {
    const problem = plainTextProblem(s)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false })
  })
  .refine((s) => charCount(s) >= REPORT_REASON_MIN, issue('notices.reasonTooShort'))
  .refine((s) => charCount(s) <= REPORT_REASON_MAX, issue('notices.reasonTooLong'))

/**
 * What a report is about, so moderators can sort them: one category, stored with the report,
 * plus the free-text reason. The order is the order the report dialog offers them in.
 */
export const REPORT_CATEGORIES = [
  'fake_profile',
  'inappropriate_photos',
  'harassment',
  'scam',
  'underage',
  'already_married',
  'other',
] as const
export type ReportCategory = (typeof REPORT_CATEGORIES)[number]

/** Each category's text in the catalogue; the server stores and sends the English one. */
export const REPORT_CATEGORY_KEYS = {
  fake_profile: 'notices.reportCategoryFakeProfile',
  inappropriate_photos: 'notices.reportCategoryInappropriatePhotos',
  harassment: 'notices.reportCategoryHarassment',
  scam: 'notices.reportCategoryScam',
  underage: 'notices.reportCategoryUnderage',
  already_married: 'notices.reportCategoryAlreadyMarried',
  other: 'notices.reportCategoryOther',
} as const satisfies Record<ReportCategory, TextKey>

export const reportCategorySchema = z.enum(REPORT_CATEGORIES, issue('notices.reportCategoryRequired'))

export const reportInputSchema = z.object({
  category: reportCategorySchema,
  reason: reportReasonSchema,
  /** Set when the report is made from a chat: moderators then read that chat's latest messages. */
  matchId: z.uuid().optional(),
})
export type ReportInput = z.infer<typeof reportInputSchema>

/** Another profile's id in a path. Any string: an unknown id answers 404, not 400. */
export const profileIdParamsSchema = z.object({ id: z.string().min(1).max(100) })
export type ProfileIdParams = z.infer<typeof profileIdParamsSchema>

/**
 * The answer to a like. 'matched' carries the match to open ("It's a Match!", then the chat);
 * 'already_liked' changes nothing (the UI shows 'Already Liked').
 */
export const likeResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('liked') }),
  z.object({ status: z.literal('matched'), matchId: z.string() }),
  z.object({ status: z.literal('already_liked') }),
])
export type LikeResult = z.infer<typeof likeResultSchema>

export const passResultSchema = z.object({ status: z.literal('passed') })
export type PassResult = z.infer<typeof passResultSchema>

export const favoriteResultSchema = z.object({ isFavorited: z.boolean() })
export type FavoriteResult = z.infer<typeof favoriteResultSchema>

export const blockResultSchema = z.object({ status: z.literal('blocked') })
export type BlockResult = z.infer<typeof blockResultSchema>

export const reportResultSchema = z.object({ status: z.literal('reported') })
export type ReportResult = z.infer<typeof reportResultSchema>

/** What the profile dialog (from a Liked tile) shows and which buttons it offers. */
export const profileViewSchema = z.object({
  profile: publicProfileSchema,
  isFavorited: z.boolean(),
  /** My standing decision about this profile; null when I have not liked or passed it. */
  myAction: z.enum(['like', 'pass']).nullable(),
  /** Whether this profile liked me (seeing who liked you is free). */
  likedMe: z.boolean(),
  /** Only the faith answers this member shows (decision 410). */
  faith: faithAnswersSchema,
  /** Up to three things both show and share. */
  shared: z.array(sharedFaithSchema),
})
export type ProfileView = z.infer<typeof profileViewSchema>

/** A tile of the Liked tabs: photo or initial, name and age, occupation, city and country. */
export const likedTileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The words about this person agree with it in Arabic, Urdu and French (decision 300). */
  sex: z.enum(SEXES),
  age: z.number().int(),
  occupation: z.string(),
  location: z.object({ country: z.string(), city: z.string() }),
  /** The first picture's URL; null shows the initial. */
  picture: z.string().nullable(),
  /** A member of the demo community: the tile says 'Demo'. */
  isDemo: z.boolean(),
  /** `picture` is a blurred rendition: private, not revealed to me (decision 260). */
  picturesBlurred: z.boolean().default(false),
  /** Our active match, when there is one: the tile says so and opens the chat. */
  matchId: z.string().nullable(),
  /** I passed this person (on Discover or here): Liked Me keeps them and the tile says so. */
  passedByMe: z.boolean().default(false),
})
export type LikedTile = z.infer<typeof likedTileSchema>

/** Which page of a Liked tab: `cursor` is the previous page's `nextCursor`. */
export const likedPageQuerySchema = z.object({
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIKED_PAGE_MAX).default(LIKED_PAGE_SIZE),
})
export type LikedPageQuery = z.infer<typeof likedPageQuerySchema>

/**
 * One page of a Liked tab, newest first. `total` is the whole tab's count (its title); `nextCursor`
 * is null on the last page.
 */
export const likedListSchema = z.object({
  profiles: z.array(likedTileSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
})
export type LikedList = z.infer<typeof likedListSchema>
