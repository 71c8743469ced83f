import {
  createTranslator,
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  type Locale,
  loadCatalogue,
  type TextKey,
  type Translator,
} from '@mithaq/i18n'
import english from '@mithaq/i18n/catalogues/en'
import type { Mail } from './mailer'

export type MailTranslator = Translator<TextKey>

const translators = new Map<Locale, Promise<MailTranslator>>()

/**
 * The translator of a language for mails and pushes (decision 281): its catalogue is loaded once
 * per process. An unknown value (a row written before the column, by hand) is English.
 */
export function translatorFor(locale: string | null | undefined): Promise<MailTranslator> {
  const chosen: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE
  let found = translators.get(chosen)
  if (!found) {
    found =
      chosen === DEFAULT_LOCALE
        ? Promise.resolve(createTranslator<TextKey>(chosen, english))
        : loadCatalogue(chosen).then((messages) => createTranslator<TextKey>(chosen, messages, english))
    translators.set(chosen, found)
  }
  return found
}

/** A paragraph of a mail: plain text, a link with the label its button carries, or preformatted lines. */
export type MailPart = string | { link: string; label: string } | { lines: string[] }

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/**
 * One mail in one language: the greeting, the parts, the team's signature. The text part is what
 * the outbox and plain mail readers show (a link stands alone on its line); the HTML part carries
 * the language and, for Arabic and Urdu, `dir="rtl"`, with each link as a button. Text people
 * wrote (names, messages, a moderator's reason) sits in the paragraphs as it is: `dir="auto"` on
 * each paragraph lets a reader's mail client order mixed scripts.
 */
export function composeMail(
  t: MailTranslator,
  to: string,
  subject: string,
  parts: MailPart[],
  options: { signature?: boolean } = {},
): Mail {
  const all: MailPart[] = [t('mail.greeting'), ...parts]
  if (options.signature !== false) all.push(t('mail.signature'))
  const text = all
    .map((part) => (typeof part === 'string' ? part : 'link' in part ? part.link : part.lines.join('\n')))
    .join('\n\n')
  const dir = directionOf(t.locale)
  const body = all
    .map((part) => {
      if (typeof part === 'string') return `<p dir="auto">${escapeHtml(part)}</p>`
      if ('link' in part) {
        const href = escapeHtml(part.link)
        return `<p><a href="${href}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#0f5c4d;color:#ffffff;text-decoration:none">${escapeHtml(part.label)}</a></p>\n<p dir="ltr" style="font-size:12px;color:#555"><a href="${href}">${href}</a></p>`
      }
      return `<div>${part.lines.map((line) => `<p dir="auto" style="margin:4px 0">${escapeHtml(line)}</p>`).join('')}</div>`
    })
    .join('\n')
  const html = `<!doctype html>\n<html lang="${t.locale}" dir="${dir}">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1c1c1c" dir="${dir}">\n${body}\n</body>\n</html>`
  return { to, subject, text, html }
}
