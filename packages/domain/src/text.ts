import type { TextKey } from '@mithaq/i18n'

/**
 * Rules every free-text field shares, so the browser and the server refuse the same text.
 *
 * - Control characters (C0, DEL, C1; NUL included) never belong in a name or a message. Multi-line
 *   fields keep tab, line feed and carriage return.
 * - Directional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) can make text
 *   read differently from what it is ("Ali‮nimda" shows as "Aliadmin"). The plain marks (U+200E,
 *   U+200F, U+061C) stay allowed: Arabic and Hebrew text uses them.
 * - Text made only of characters that show nothing (zero-width spaces and joiners, Hangul and
 *   Braille fillers such as U+3164 and U+115F, variation selectors, tags) looks empty while
 *   counting as filled. They are allowed inside visible text (a joiner in an emoji or a Persian
 *   word), not as the whole of it.
 */
type Range = readonly [number, number]
const inRanges = (cp: number, ranges: readonly Range[]) => ranges.some(([from, to]) => cp >= from && cp <= to)

/** Written as code point ranges, not a regular expression: a class of these would match halves of pairs. */
const CONTROL: readonly Range[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
]
const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d])
const DIRECTION_CONTROLS: readonly Range[] = [
  [0x202a, 0x202e],
  [0x2066, 0x2069],
]
const SHOWS_NOTHING: readonly Range[] = [
  [0x00ad, 0x00ad], // soft hyphen
  [0x034f, 0x034f], // combining grapheme joiner
  [0x061c, 0x061c], // Arabic letter mark
  [0x115f, 0x1160], // Hangul choseong and jungseong fillers
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian variation selectors and vowel separator
  [0x200b, 0x200f], // zero-width space, non-joiner, joiner; direction marks
  [0x2028, 0x202f], // separators, direction controls, narrow no-break space
  [0x205f, 0x206f], // math space, invisible operators, isolates, deprecated format controls
  [0x2800, 0x2800], // Braille pattern blank
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors
  [0xfeff, 0xfeff], // zero-width no-break space (byte-order mark)
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0x1d159, 0x1d159], // musical symbol null notehead
  [0x1d173, 0x1d17a], // musical symbol format controls
  [0xe0000, 0xe007f], // tags
  [0xe0100, 0xe01ef], // variation selectors supplement
]

const codePoints = (value: string) => Array.from(value, (ch) => ch.codePointAt(0) ?? 0)
const isBlank = (cp: number) => /\s/u.test(String.fromCodePoint(cp)) || inRanges(cp, SHOWS_NOTHING)

export interface PlainTextOptions {
  /** Tab and line breaks are allowed (About Me, messages). */
  multiline?: boolean
}

/**
 * The three rules as [passes, message key] pairs, in the order they are checked. A key, not a
 * text: whoever reads the refusal words it (the web in the member's language, the server in English).
 */
export function plainTextRules(options: PlainTextOptions = {}): [(value: string) => boolean, TextKey][] {
  const isControl = (cp: number) =>
    inRanges(cp, CONTROL) && !(options.multiline && LINE_BREAKS_AND_TAB.has(cp))
  return [
    [(v) => !codePoints(v).some(isControl), 'notices.textControlCharacters'],
    [(v) => !codePoints(v).some((cp) => inRanges(cp, DIRECTION_CONTROLS)), 'notices.textDirectionOverride'],
    // Empty text is left to each field's own "required" rule.
    [(v) => v.length === 0 || !codePoints(v).every(isBlank), 'notices.textInvisibleOnly'],
  ]
}

/** The message key of the first rule `value` breaks, or undefined when it is plain, visible text. */
export function plainTextProblem(value: string, options: PlainTextOptions = {}): TextKey | undefined {
  const broken = plainTextRules(options).find(([passes]) => !passes(value))
  return broken?.[1]
}
