import { createTranslator, type MessageKey } from '@mithaq/i18n'
import arabic from '@mithaq/i18n/catalogues/ar'
import english from '@mithaq/i18n/catalogues/en'
import { afterEach, describe, expect, it } from 'vitest'
import { signInSchema, signUpFormSchema } from './auth'
import { messageContentSchema } from './chat'
import { discoverFiltersSchema } from './discover'
import { guardianInputSchema } from './guardian'
import { reportInputSchema } from './liked'
import { MESSAGES, setMessagesLanguage } from './messages'
import { appealAnswerSchema, appealTextSchema, moderationReasonSchema } from './moderation'
import { basicInfoSchema, profileDetailsSchema, updateProfileSchema } from './profile'

const arabicTranslator = createTranslator<MessageKey>('ar', arabic, english)
const englishTranslator = createTranslator<MessageKey>('en', english)

/** The messages of a refused value, in the order zod found them. */
function errorsOf(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value)
  expect(result.success).toBe(false)
  return result.error?.issues.map((i) => i.message) ?? []
}

describe('schemas speak the language of the moment they refuse a value', () => {
  afterEach(() => setMessagesLanguage(englishTranslator, 'en-US'))

  it('answers in English by default (as the server always does)', () => {
    expect(errorsOf(signInSchema, { email: '', password: '' })).toContain('Please fill in all fields')
    expect(errorsOf(basicInfoSchema.shape.birthday, '')).toEqual(['Please select your birthday'])
  })

  it('answers in Arabic after the web app switches to Arabic, though the schemas were built in English', () => {
    setMessagesLanguage(arabicTranslator, 'ar-EG')
    expect(errorsOf(signInSchema, { email: '', password: '' })).toContain('يُرجى تعبئة جميع الحقول')
    expect(
      errorsOf(signUpFormSchema, { email: 'a@b.co', password: 'long enough 1', confirmPassword: 'x' }),
    ).toEqual([arabic['messages.passwordsDoNotMatch']])
    // A rule of a field's rule list (firstFailure), the type error of a field, an enum, a number's bounds.
    expect(errorsOf(basicInfoSchema.shape.birthday, '')).toEqual([arabic['messages.birthdayRequired']])
    expect(errorsOf(basicInfoSchema.shape.birthday, 5)).toEqual([arabic['messages.birthdayRequired']])
    expect(errorsOf(basicInfoSchema.shape.sex, 'x')).toEqual([arabic['messages.sexRequired']])
    expect(errorsOf(profileDetailsSchema.shape.height, 90)).toEqual([arabic['messages.heightRange']])
    expect(errorsOf(updateProfileSchema, { nationality: [] })).toEqual([
      arabic['messages.nationalityRequiredOnSave'],
    ])
    // The shared plain-text rules.
    expect(errorsOf(basicInfoSchema.shape.name, 'Ali\u202Enimda')).toEqual([
      arabic['messages.textDirectionOverride'],
    ])
    expect(errorsOf(messageContentSchema, '\u200B')).toEqual([arabic['messages.textInvisibleOnly']])
    expect(errorsOf(messageContentSchema, '')).toEqual([arabic['messages.messageEmpty']])
    expect(errorsOf(reportInputSchema.shape.category, 'nothing')).toEqual([
      arabic['messages.reportCategoryRequired'],
    ])
    expect(errorsOf(discoverFiltersSchema.shape.ageRange, [40, 30])).toEqual([
      arabic['messages.rangeMinAboveMax'],
    ])
    expect(MESSAGES.fillAllFields).toBe('يُرجى تعبئة جميع الحقول')
  })

  it('words the moderation texts and the guardian address from the validation catalogue', () => {
    expect(errorsOf(moderationReasonSchema, undefined)).toEqual(['Reason is required'])
    expect(errorsOf(moderationReasonSchema, 'abc')).toEqual(['Reason must be at least 5 characters long'])
    expect(errorsOf(moderationReasonSchema, 'x'.repeat(501))).toEqual([
      'Reason must be no more than 500 characters long',
    ])
    expect(errorsOf(appealTextSchema, 'short')).toEqual(['Your appeal must be at least 10 characters long'])
    expect(errorsOf(appealTextSchema, 'x'.repeat(1001))).toEqual([
      'Your appeal must be no more than 1000 characters long',
    ])
    expect(errorsOf(appealAnswerSchema, 5)).toEqual(['Answer is required'])
    expect(errorsOf(guardianInputSchema, { email: 'nope' })).toEqual(['Please enter a valid e-mail address'])

    setMessagesLanguage(arabicTranslator, 'ar-EG')
    expect(errorsOf(appealTextSchema, 'short')).toEqual(['يجب ألا يقل التظلّم عن ١٠ أحرف'])
    expect(errorsOf(guardianInputSchema, { email: 'nope' })).toEqual([
      arabic['validation.guardianEmailInvalid'],
    ])
  })

  it('speaks English again once switched back', () => {
    setMessagesLanguage(arabicTranslator, 'ar-EG')
    setMessagesLanguage(englishTranslator, 'en-US')
    expect(errorsOf(profileDetailsSchema.shape.height, 90)).toEqual([
      'Height must be between 130cm and 200cm',
    ])
  })
})
