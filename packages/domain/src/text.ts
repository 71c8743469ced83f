import { MESSAGES } from './messages'

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
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/u
const INVISIBLE_ONLY =
  /^[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{1D159}\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]+$/u

export interface PlainTextOptions {
  /** Tab and line breaks are allowed (About Me, messages). */
  multiline?: boolean
}

/** The three rules as [passes, message] pairs, in the order they are checked. */
export function plainTextRules(options: PlainTextOptions = {}): [(value: string) => boolean, string][] {
  const control = options.multiline ? CONTROL_MULTILINE : CONTROL
  return [
    [(v) => !control.test(v), MESSAGES.textControlCharacters],
    [(v) => !DIRECTION_OVERRIDE.test(v), MESSAGES.textDirectionOverride],
    [(v) => !INVISIBLE_ONLY.test(v), MESSAGES.textInvisibleOnly],
  ]
}

/** The message for the first rule `value` breaks, or undefined when it is plain, visible text. */
export function plainTextProblem(value: string, options: PlainTextOptions = {}): string | undefined {
  return plainTextRules(options).find(([passes]) => !passes(value))?.[1]
}
