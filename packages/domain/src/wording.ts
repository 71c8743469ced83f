import type { MessageValues, TextKey } from '@mithaq/i18n'

/**
 * One way to word a text (decision 390): the domain names its texts by catalogue key and leaves
 * the wording to the caller: the web's `t()` in the member's language, the server's
 * englishTranslator() in its answers. Nothing here holds a language.
 */

/** A text the domain names without wording it: a catalogue key and the values it takes. */
export interface Wording {
  readonly key: TextKey
  readonly values?: MessageValues
}

/** A translator, as the web's `t` and the server's englishTranslator() both are. */
export type Words = (key: TextKey, values?: MessageValues) => string

/**
 * Zod's error parameter for the message `key`: the issue's message is the key itself, worded by
 * whoever reads the issue (`wordIssue`). Use it wherever a schema takes a message:
 * `.min(1, issue('notices.fillAllFields'))`, `z.enum(values, issue('notices.sexRequired'))`,
 * `.refine(ok, { ...issue('notices.passwordsDoNotMatch'), path: ['confirmPassword'] })`.
 * A message with values is a custom issue whose `params` are those values (see moderation.ts).
 */
export const issue = (key: TextKey) => ({ error: key })

/** What `wordIssue` reads of a zod issue (or of the server's copy of one). */
export interface IssueLike {
  readonly message: string
  readonly params?: Readonly<Record<string, unknown>>
}

/**
 * The text of a zod issue: its message is a catalogue key and its `params` the key's values. A
 * message that is no key (zod's own, for a schema that names none) comes back as it is, since a
 * translator answers an unknown key with the key.
 */
export const wordIssue = (words: Words, { message, params }: IssueLike): string =>
  words(message as TextKey, params as MessageValues | undefined)

/** The words of a `Wording`. */
export const word = (words: Words, { key, values }: Wording): string => words(key, values)

/** The free texts of moderation: a moderator's reason, a member's appeal, a moderator's answer to it. */
export type ModerationTextKind = 'moderationReason' | 'appeal' | 'appealAnswer'
