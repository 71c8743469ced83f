import {
  addNationality,
  appealTextSchema,
  basicInfoSchema,
  discoverFiltersSchema,
  messageContentSchema,
  moderationReasonSchema,
  profileDetailsSchema,
  signInSchema,
  signUpFormSchema,
  updateProfileSchema,
  word,
} from '@mithaq/domain'
import arabic from '@mithaq/i18n/namespaces/ar/notices'
import { afterEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { changeLocale, t } from '../i18n'
import { firstIssueText, zodFieldErrors } from './form-errors'

// Decision 390: the domain's schemas name their messages by key and the web words them when a
// check refuses a value, so a form speaks the member's language though the schemas were built
// before any language was chosen (what decision 285's getters did before).

const refused = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  expect(result.success).toBe(false)
  return firstIssueText(result.error)
}

describe("a form's checks speak the member's language", () => {
  afterEach(() => changeLocale('en'))

  it('answers in English before another language is chosen', () => {
    expect(refused(signInSchema, { email: '', password: '' })).toBe('Please fill in all fields')
    expect(refused(basicInfoSchema.shape.birthday, '')).toBe('Please select your birthday')
  })

  it('answers in Arabic once the member chose Arabic', async () => {
    await changeLocale('ar')
    expect(refused(signInSchema, { email: '', password: '' })).toBe('يُرجى تعبئة جميع الحقول')
    expect(
      refused(signUpFormSchema, { email: 'a@b.co', password: 'long enough 1', confirmPassword: 'x' }),
    ).toBe(arabic['notices.passwordsDoNotMatch'])
    // A rule of a field's rule list, the type error of a field, an enum, a number's bounds.
    expect(refused(basicInfoSchema.shape.birthday, 5)).toBe(arabic['notices.birthdayRequired'])
    expect(refused(basicInfoSchema.shape.sex, 'x')).toBe(arabic['notices.sexRequired'])
    expect(refused(profileDetailsSchema.shape.height, 90)).toBe(arabic['notices.heightRange'])
    expect(refused(basicInfoSchema.shape.name, 'Ali\u202Enimda')).toBe(
      arabic['notices.textDirectionOverride'],
    )
    expect(refused(messageContentSchema, '\u200B')).toBe(arabic['notices.textInvisibleOnly'])
    expect(refused(discoverFiltersSchema.shape.ageRange, [40, 30])).toBe(arabic['notices.rangeMinAboveMax'])
    // A message with a value: the limit is filled into the member's language.
    expect(refused(moderationReasonSchema, 'abc')).toBe(t('validation.moderationReasonTooShort', { min: 5 }))
    expect(refused(appealTextSchema, 'short')).toBe('يجب ألا يقل التظلّم عن ١٠ أحرف')
    // Per field, as the profile forms show them.
    const checked = updateProfileSchema.safeParse({ nationality: [] })
    expect(checked.success).toBe(false)
    if (!checked.success)
      expect(zodFieldErrors(checked.error)).toEqual({
        nationality: arabic['notices.nationalityRequiredOnSave'],
      })
    // The nationality chips' refusals.
    const chip = addNationality(['Egypt'], 'Egypt')
    expect(chip.ok ? undefined : word(t, chip.error)).toBe(arabic['notices.nationalityDuplicate'])
  })

  it("leaves zod's own message as it is", () => {
    expect(
      firstIssueText(signInSchema.safeParse({ email: 'a@b.co', password: 'x', extra: 1 }).error),
    ).toBeUndefined()
    expect(refused(discoverFiltersSchema.shape.countries, 'x')).toMatch(/expected array/)
  })
})
