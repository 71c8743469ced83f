import { basicInfoSchema, profileDetailsSchema, toIsoDate } from '@mithaq/domain'
import type { TextKey } from '@mithaq/i18n'
import { paths } from '../../../config/paths'
import { currentTranslator } from '../../../i18n'
import { type FieldErrors, zodFieldErrors } from '../../../lib/form-errors'
import type { SignupDraft } from '../hooks/use-signup-draft'

export type StepNumber = 1 | 2 | 3 | 4

const step = (number: StepNumber, path: string, key: TextKey) => ({
  number,
  path,
  /** The step's name in the current language. */
  get label() {
    return currentTranslator()(key)
  },
})

export const STEPS: { readonly number: StepNumber; readonly path: string; readonly label: string }[] = [
  step(1, paths.signup.basics, 'signup.step.basics'),
  step(2, paths.signup.details, 'signup.step.details'),
  step(3, paths.signup.pictures, 'signup.step.pictures'),
  step(4, paths.signup.review, 'signup.step.review'),
]

export const stepPath = (n: StepNumber) => STEPS[n - 1]!.path

/** The step a URL shows; anything unknown under /signup is step 1 (docs/product.md § 2). */
export function stepFromPath(pathname: string): StepNumber | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/'
  return STEPS.find((s) => s.path === clean)?.number
}

/** The birthday as the API takes it, or '' while a part is missing. */
export function draftBirthday({ birthday: { year, month, day } }: SignupDraft): string {
  return year && month && day ? toIsoDate(Number(year), Number(month), Number(day)) : ''
}

export const basicsInput = (draft: SignupDraft) => ({
  name: draft.name,
  sex: draft.sex,
  birthday: draftBirthday(draft),
  location: draft.location,
})

export const detailsInput = (draft: SignupDraft) => ({
  aboutMe: draft.aboutMe,
  education: draft.education,
  occupation: draft.occupation,
  nationality: draft.nationality,
  height: draft.height,
  maritalStatus: draft.maritalStatus,
})

/** Unchecked: the review step parses it with the create schema before sending. */
export const toCreateProfileInput = (draft: SignupDraft) => ({
  ...basicsInput(draft),
  ...detailsInput(draft),
})

/** Step 1's fields left empty, named as the summary under the form says them, in the form's order. */
export function missingBasics(draft: SignupDraft): string[] {
  const missing: string[] = []
  if (!draft.name.trim()) missing.push('name')
  if (!draft.sex) missing.push('gender')
  if (!draftBirthday(draft)) missing.push('birthday')
  if (!draft.location.country.trim() || !draft.location.city.trim()) missing.push('location')
  return missing
}

export function basicsErrors(draft: SignupDraft): FieldErrors {
  const result = basicInfoSchema.safeParse(basicsInput(draft))
  return result.success ? {} : zodFieldErrors(result.error)
}

export function detailsErrors(draft: SignupDraft): FieldErrors {
  const result = profileDetailsSchema.safeParse(detailsInput(draft))
  return result.success ? {} : zodFieldErrors(result.error)
}

const isEmpty = (errors: FieldErrors) => Object.keys(errors).length === 0

/** The first step that is not complete yet; a later step opened early goes there. */
export function firstIncompleteStep(draft: SignupDraft, pictureCount: number): StepNumber | undefined {
  if (!isEmpty(basicsErrors(draft))) return 1
  if (!isEmpty(detailsErrors(draft))) return 2
  if (pictureCount === 0) return 3
  return undefined
}
