import { type FaithField, type FaithWhy, PREFER_NOT_TO_SAY } from '@mithaq/domain'
import { INTL_TAGS, type TextKey } from '@mithaq/i18n'
import type { useT } from '../../../i18n'
import { formatList } from '../profile-text'

type T = ReturnType<typeof useT>

const languageNames = new Map<string, Intl.DisplayNames>()

/** A language's name in the reader's language ('ar' is 'Arabic' in English, 'العربية' in Arabic). */
export function languageName(t: T, code: string): string {
  const tag = INTL_TAGS[t.locale]
  let names = languageNames.get(tag)
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'language' })
    languageNames.set(tag, names)
  }
  return names.of(code) ?? code
}

/** One value of a field in words. */
export function valueText(t: T, field: FaithField, value: string): string {
  if (value === PREFER_NOT_TO_SAY) return t('faith.preferNot')
  if (field === 'languages') return languageName(t, value)
  return t(`faith.value.${field}.${value}` as TextKey)
}

/** An answer in words: one value, or a list of languages joined as the profile joins lists. */
export function answerText(t: T, field: FaithField, value: string | readonly string[]): string {
  return typeof value === 'string'
    ? valueText(t, field, value)
    : formatList(value.map((v) => valueText(t, field, v)))
}

/** 'Both pray five times a day': a sentence of its own where one reads well, else 'Both: …'. */
export function sharedLine(t: T, field: FaithField, value: string): string {
  const label = valueText(t, field, value)
  if (field === 'prayer') return t('faith.shared.prayer', { value, label })
  if (field === 'marriageTimeline') return t('faith.shared.marriageTimeline', { value, label })
  if (field === 'languages') return t('faith.shared.languages', { label })
  return t('faith.shared.line', { label })
}

/** The one sentence 'Why you see this profile' says. */
export function whySentence(t: T, why: FaithWhy): string {
  return why.mutualMusts
    ? t('faith.why.musts', { wishes: why.sharedWishes })
    : t('faith.why.wishes', { wishes: why.sharedWishes })
}
