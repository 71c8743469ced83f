import type { TextKey } from '@mithaq/i18n'
import { z } from 'zod'
import { ageFromBirthday } from './age'
import { isCountryName } from './countries'
import { apiErrorSchema } from './errors'
import {
  ABOUT_ME_MAX_LENGTH,
  EDUCATION_MAX_LENGTH,
  HEIGHT_MAX,
  HEIGHT_MIN,
  LOCATION_NAME_MAX_LENGTH,
  MIN_AGE,
  NAME_MAX_LENGTH,
  NATIONALITIES_MAX,
  NATIONALITIES_MIN,
  OCCUPATION_MAX_LENGTH,
  PICTURES_MAX,
} from './limits'
import { plainTextRules } from './text'
import { issue } from './wording'

export const SEXES = ['male', 'female'] as const
export type Sex = (typeof SEXES)[number]

export const MARITAL_STATUSES = ['Never Married', 'Separated', 'Divorced', 'Married', 'Widowed'] as const
export type MaritalStatus = (typeof MARITAL_STATUSES)[number]

/** A profile as another signed-in user sees it (cards, tiles, dialogs). Age is computed by the server. */
export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  sex: z.enum(SEXES),
  age: z.number().int(),
  location: z.object({ country: z.string(), city: z.string() }),
  aboutMe: z.string(),
  education: z.string(),
  occupation: z.string(),
  nationality: z.array(z.string()),
  height: z.number().int(),
  maritalStatus: z.string(),
  /** URLs under /media, main picture first; empty means the placeholder is shown. */
  pictures: z.array(z.string()),
  /** A member of the demo community, not a person: always labelled 'Demo'. */
  isDemo: z.boolean(),
  /** A moderator compared a selfie with the pictures (the badge 'Selfie checked by a moderator'). */
  isVerified: z.boolean(),
  /**
   * `pictures` are blurred renditions: the member keeps their pictures private and has not
   * revealed them to this viewer in a match (decision 260).
   */
  picturesBlurred: z.boolean().default(false),
})
export type PublicProfile = z.infer<typeof publicProfileSchema>

/** Text limits count code points, so an emoji or an Arabic letter with a mark counts as people see it. */
export const codePointLength = (s: string) => [...s].length

/**
 * One rule set per field; the first failing rule's message is the only issue (docs/product.md § 4).
 * The message is a catalogue key: the web words it in the member's language, the server in English.
 */
function firstFailure<S extends z.ZodType>(schema: S, rules: [(v: z.output<S>) => boolean, TextKey][]): S {
  return schema.superRefine((value, ctx) => {
    const failed = rules.find(([ok]) => !ok(value))
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] })
  }) as S
}

const textBetween = (min: number, max: number) => (v: string) => {
  const n = codePointLength(v)
  return n >= min && n <= max
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** A real calendar date written YYYY-MM-DD (no 30 February). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

const nameSchema = (emptyMessage: TextKey) =>
  firstFailure(z.string(issue(emptyMessage)).trim(), [
    [(v) => v.length > 0, emptyMessage],
    ...plainTextRules(),
    [textBetween(1, NAME_MAX_LENGTH), 'notices.nameLength'],
  ])

const sexSchema = z.enum(SEXES, issue('notices.sexRequired'))

/** `today` is a function so the server can read its injectable clock on every request. */
const birthdaySchema = (today: () => Date) =>
  firstFailure(z.string(issue('notices.birthdayRequired')).trim(), [
    [(v) => v.length > 0, 'notices.birthdayRequired'],
    [isIsoDate, 'notices.birthdayInvalid'],
    [(v) => ageFromBirthday(v, today()) >= MIN_AGE, 'notices.underMinimumAge'],
  ])

export const locationSchema = z.object(
  {
    country: firstFailure(z.string(issue('notices.locationRequired')).trim(), [
      [(v) => v.length > 0, 'notices.locationRequired'],
      [isCountryName, 'notices.locationCountryUnknown'],
    ]),
    city: firstFailure(z.string(issue('notices.locationRequired')).trim(), [
      [(v) => v.length > 0, 'notices.locationRequired'],
      ...plainTextRules(),
      [(v) => codePointLength(v) <= LOCATION_NAME_MAX_LENGTH, 'notices.locationCityTooLong'],
    ]),
  },
  issue('notices.locationRequired'),
)
export type Location = z.infer<typeof locationSchema>

const aboutMeSchema = firstFailure(z.string(issue('notices.aboutMeLength')).trim(), [
  [(v) => v.length > 0, 'notices.aboutMeLength'],
  ...plainTextRules({ multiline: true }),
  [textBetween(1, ABOUT_ME_MAX_LENGTH), 'notices.aboutMeLength'],
])

const optionalText = (max: number, message: TextKey) =>
  firstFailure(z.string(issue(message)).trim(), [
    // Empty is allowed (the field is optional); anything written must be plain, visible text.
    ...plainTextRules().map(([passes, text]): [(v: string) => boolean, TextKey] => [
      (v) => v.length === 0 || passes(v),
      text,
    ]),
    [textBetween(0, max), message],
  ])
const educationSchema = optionalText(EDUCATION_MAX_LENGTH, 'notices.educationTooLong')
const occupationSchema = optionalText(OCCUPATION_MAX_LENGTH, 'notices.occupationTooLong')

/** Sign-up and edit word the same two limits differently (docs/product.md § 4). */
const nationalitySchema = (messages: { required: TextKey; tooMany: TextKey }) =>
  firstFailure(z.array(z.string().trim(), issue(messages.required)), [
    [(v) => v.length >= NATIONALITIES_MIN, messages.required],
    [(v) => v.length <= NATIONALITIES_MAX, messages.tooMany],
    [(v) => new Set(v).size === v.length, 'notices.nationalityDuplicate'],
    [(v) => v.every(isCountryName), 'notices.nationalityUnknown'],
  ])

const heightSchema = z
  .number(issue('notices.heightRange'))
  .int(issue('notices.heightRange'))
  .min(HEIGHT_MIN, issue('notices.heightRange'))
  .max(HEIGHT_MAX, issue('notices.heightRange'))

const maritalStatusSchema = z.enum(MARITAL_STATUSES, issue('notices.maritalStatusRequired'))

/** Step 1 of sign-up. */
export const makeBasicInfoSchema = (today: () => Date = () => new Date()) =>
  z.object({
    name: nameSchema('notices.nameRequired'),
    sex: sexSchema,
    birthday: birthdaySchema(today),
    location: locationSchema,
  })
export const basicInfoSchema = makeBasicInfoSchema()
export type BasicInfoInput = z.input<typeof basicInfoSchema>

/** Step 2 of sign-up. */
export const profileDetailsSchema = z.object({
  aboutMe: aboutMeSchema,
  education: educationSchema.default(''),
  occupation: occupationSchema.default(''),
  nationality: nationalitySchema({
    required: 'notices.nationalityRequired',
    tooMany: 'notices.nationalityTooMany',
  }),
  height: heightSchema,
  maritalStatus: maritalStatusSchema,
})
export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>

/**
 * POST /api/profile: the whole sign-up form, checked again by the server. The server builds it
 * with its own clock; the browser uses `createProfileSchema` (today's date).
 */
export const makeCreateProfileSchema = (today: () => Date = () => new Date()) =>
  makeBasicInfoSchema(today).extend(profileDetailsSchema.shape)
export const createProfileSchema = makeCreateProfileSchema()
export type CreateProfileInput = z.input<typeof createProfileSchema>
export type CreateProfile = z.output<typeof createProfileSchema>

/**
 * PATCH /api/profile: the edit form. Every field is optional (left out means unchanged) and every
 * field sent is checked again. The birthday, the token balance and the active flag are not
 * editable here: unknown keys are dropped.
 */
export const updateProfileSchema = z
  .object({
    name: nameSchema('notices.nameRequired'),
    sex: sexSchema,
    location: locationSchema,
    aboutMe: aboutMeSchema,
    education: educationSchema,
    occupation: occupationSchema,
    nationality: nationalitySchema({
      required: 'notices.nationalityRequiredOnSave',
      tooMany: 'notices.nationalityTooManyOnSave',
    }),
    height: heightSchema,
    maritalStatus: maritalStatusSchema,
  })
  .partial()
export type UpdateProfileInput = z.input<typeof updateProfileSchema>
export type UpdateProfile = z.output<typeof updateProfileSchema>

/** One of the user's own pictures. `position` 0 is the main picture. */
export const ownPictureSchema = z.object({
  id: z.string(),
  /** Full size, at most 1600 px on the long side. */
  url: z.string(),
  /** At most 400 px on the long side, for tiles and previews. */
  thumbnailUrl: z.string(),
  position: z.number().int(),
})
export type OwnPicture = z.infer<typeof ownPictureSchema>

/** What GET /api/profile answers: the profile as others see it, plus what only its owner sees. */
export const ownProfileSchema = publicProfileSchema
  .omit({ pictures: true, isDemo: true, picturesBlurred: true })
  .extend({
    birthday: z.string(),
    /** Others see only blurred renditions until the member reveals them to a match (decision 260). */
    picturesPrivate: z.boolean().default(false),
    tokenBalance: z.number().int(),
    isActive: z.boolean(),
    /** Ordered by position, main picture first. */
    pictures: z.array(ownPictureSchema),
    /**
     * Whether Discover's once-only 'Faith and family' offer was answered (filled or 'Not now'), on
     * any device: kept on the account (decision 482).
     */
    faithOfferAnswered: z.boolean().default(false),
  })
export type OwnProfile = z.infer<typeof ownProfileSchema>

export const picturesSchema = z.object({ pictures: z.array(ownPictureSchema) })

/** PUT /api/profile/pictures/privacy: keep the pictures private (blurred for others) or not. */
export const picturesPrivacyInputSchema = z.object({ private: z.boolean() })
export type PicturesPrivacyInput = z.infer<typeof picturesPrivacyInputSchema>
export const picturesPrivacySchema = z.object({ picturesPrivate: z.boolean() })
export type PicturesPrivacy = z.infer<typeof picturesPrivacySchema>
export type Pictures = z.infer<typeof picturesSchema>

/** POST /api/profile/pictures: the pictures saved by this request, in the order they were sent. */
export const uploadPicturesResultSchema = z.object({ saved: z.array(ownPictureSchema) })
export type UploadPicturesResult = z.infer<typeof uploadPicturesResultSchema>

/**
 * A refused upload. Files are saved one by one, in order, and the first refusal stops the batch;
 * `saved` lists the pictures of the same request that were saved before it.
 */
export const uploadPicturesErrorSchema = apiErrorSchema.extend({ saved: z.array(ownPictureSchema) })
export type UploadPicturesError = z.infer<typeof uploadPicturesErrorSchema>

/** PUT /api/profile/pictures/order: every own picture id exactly once; the first becomes the main one. */
export const reorderPicturesSchema = z.object({
  ids: z
    .array(z.string(), issue('notices.pictureOrderInvalid'))
    .max(PICTURES_MAX, issue('notices.pictureOrderInvalid')),
})
export type ReorderPicturesInput = z.infer<typeof reorderPicturesSchema>
