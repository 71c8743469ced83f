/** Every limit of the specification (section 9) and of DESIGN.md section 8, in one place. */
export const PASSWORD_MIN_LENGTH = 6
/** better-auth's own ceiling; a longer password is refused rather than silently truncated. */
export const PASSWORD_MAX_LENGTH = 128
export const EMAIL_MAX_LENGTH = 254
export const MIN_AGE = 18
export const NAME_MAX_LENGTH = 25
export const ABOUT_ME_MAX_LENGTH = 1500
export const EDUCATION_MAX_LENGTH = 50
export const OCCUPATION_MAX_LENGTH = 50
export const NATIONALITIES_MIN = 1
export const NATIONALITIES_MAX = 4
export const PICTURES_MAX = 5
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024
export const HEIGHT_MIN = 130
export const HEIGHT_MAX = 200
export const HEIGHT_DEFAULT = 170
export const BIRTH_YEAR_CHOICES = 100
export const REPORT_REASON_MIN = 10
export const REPORT_REASON_MAX = 50
export const SIGNUP_STEPS = 4
export const MOBILE_BREAKPOINT_PX = 768
export const UNREAD_BADGE_CAP = 99
/** Route-change fade of the app shell. */
export const PAGE_FADE_MS = 300
