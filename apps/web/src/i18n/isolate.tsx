import { directionOf } from '@mithaq/i18n'
import type { ReactNode } from 'react'
import { currentLocale } from './locale-store'

const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/

/**
 * The `<bdi>` tag of a sentence that holds text people wrote (a name): the name is isolated, so
 * an English name in an Arabic sentence, or an Arabic name before a comma and a number in an
 * English one, keeps its own order and leaves the sentence's alone. A name already in the
 * sentence's direction needs no isolation and stays plain text (as the English tests read it).
 */
export function isolate(value: string) {
  const needed = directionOf(currentLocale()) === 'rtl' || RIGHT_TO_LEFT_LETTER.test(value)
  return {
    bdi: (chunks: ReactNode[]): ReactNode =>
      needed ? (
        <bdi key="isolated">{chunks}</bdi>
      ) : chunks.every((c) => typeof c === 'string') ? (
        chunks.join('')
      ) : (
        chunks
      ),
  }
}
