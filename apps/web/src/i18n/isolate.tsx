import { directionOf } from '@mithaq/i18n'
import type { ReactNode } from 'react'
import { currentLocale } from './locale-store'

// Text that people or the server wrote (names, cities, occupations, message previews) and
// times whose letters are Latin ('3:00 PM' in Urdu) sit in sentences of the page's language.
// Each piece is isolated, so it keeps its own order and leaves the sentence's alone: an English
// preview in an Arabic sentence stays 'What would it look like for you?', not '?look like for
// you', and a city stays before its country. This module is the one way the app does it.

const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/
const FIRST_STRONG_ISOLATE = '\u2068'
const POP_DIRECTIONAL_ISOLATE = '\u2069'

/**
 * Whether a piece of text needs isolating on the current page: always right to left; left to
 * right only when it holds right-to-left letters. A piece already in the sentence's direction
 * stays plain text (as the English tests read it).
 */
const needsIsolation = (value: string) =>
  directionOf(currentLocale()) === 'rtl' || RIGHT_TO_LEFT_LETTER.test(value)

/**
 * A piece of text for a string (a sentence, a label, a push), wrapped in Unicode's first-strong
 * isolate (FSI…PDI) when it needs it: its direction comes from its own first letter.
 */
export function isolateText(value: string): string {
  return value && needsIsolation(value) ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}` : value
}

/**
 * A piece of text for a component: `<bdi>` (direction from its own first letter) when it needs
 * it. Inline, so the line around it keeps the page's alignment: a Latin occupation in an Arabic
 * card stays on the right.
 */
export function Isolated({ children }: { children: string }): ReactNode {
  return needsIsolation(children) ? <bdi>{children}</bdi> : children
}

/**
 * The `<bdi>` tag of a sentence that holds text people wrote (a name), for `t.rich`.
 */
export function isolate(value: string) {
  const needed = needsIsolation(value)
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
