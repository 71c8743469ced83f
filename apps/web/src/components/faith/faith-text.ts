import type { useT } from '../../i18n'
import { formatList } from '../profile/profile-text'
import type { FaithField } from './faith-contract'

type T = ReturnType<typeof useT>

/** An answer in words: one value, or a list of languages joined as the profile joins lists. */
export function answerText(t: T, field: FaithField, value: string | string[]): string {
  const values = Array.isArray(value) ? value : [value]
  const words = values.map((v) => t(`faith.value.${field}.${v}` as Parameters<T>[0]))
  return formatList(words)
}

/** 'Both pray five times a day': a sentence of its own for the answers that have one, else 'Both: …'. */
export function sharedLine(t: T, field: FaithField, value: string): string {
  const label = answerText(t, field, value)
  if (field === 'prayer') return t('faith.shared.prayer', { value, label })
  if (field === 'timeline') return t('faith.shared.timeline', { value, label })
  return t('faith.shared.line', { label })
}

/** The one sentence 'Why you see this profile' says. */
export function whySentence(t: T, why: { mutualMusts: boolean; sharedWishes: number }): string {
  return why.mutualMusts
    ? t('faith.why.musts', { wishes: why.sharedWishes })
    : t('faith.why.wishes', { wishes: why.sharedWishes })
}
