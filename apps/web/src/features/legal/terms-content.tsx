import type { Translator } from '@mithaq/i18n'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'

const h2 = 'font-display text-xl text-ink mt-8 mb-3'
const p = 'leading-relaxed text-ink/90 mb-3'
const ul = 'list-disc ps-6 space-y-1 mb-3 leading-relaxed text-ink/90'
const link = 'text-primary underline underline-offset-2 hover:text-primary-hover'

/** The Terms' sections in order: each a heading key, then its paragraphs and lists. */
const SECTIONS: { id: string; parts: (string | string[])[] }[] = [
  {
    id: 'eligibility',
    parts: [
      ['terms.eligibility.age', 'terms.eligibility.free', 'terms.eligibility.one', 'terms.eligibility.true'],
    ],
  },
  { id: 'purpose', parts: ['terms.purpose.body'] },
  {
    id: 'conduct',
    parts: [
      'terms.conduct.intro',
      [
        'terms.conduct.sexual',
        'terms.conduct.harass',
        'terms.conduct.hate',
        'terms.conduct.money',
        'terms.conduct.fake',
        'terms.conduct.private',
        'terms.conduct.minors',
        'terms.conduct.harm',
      ],
    ],
  },
  { id: 'content', parts: ['terms.content.body'] },
  { id: 'safety', parts: ['terms.safety.body'] },
  {
    id: 'moderation',
    parts: [
      'terms.moderation.intro',
      [
        'terms.moderation.remove',
        'terms.moderation.warn',
        'terms.moderation.suspend',
        'terms.moderation.ban',
      ],
      'terms.moderation.appeal',
    ],
  },
  { id: 'tokens', parts: ['terms.tokens.what', 'terms.tokens.rules', 'terms.tokens.end'] },
  { id: 'ending', parts: ['terms.ending.you', 'terms.ending.us'] },
  { id: 'liability', parts: ['terms.liability.members', 'terms.liability.service'] },
  { id: 'changes', parts: ['terms.changes.body'] },
  { id: 'law', parts: ['terms.law.body'] },
  { id: 'contact', parts: ['terms.contact.body'] },
]

/**
 * The Terms' structure (sections, headings, lists); their words come from the `terms` catalogue of
 * the reader's language (`t`, loaded by the page).
 */
export function TermsContent({ t, supportEmail }: { t: Translator; supportEmail: string }) {
  /** A text with its emphasis, the support address and the privacy policy link in place. */
  const rich = (key: string): ReactNode[] =>
    t.rich<ReactNode>(
      key,
      {
        strong: (chunks) => <strong key={`strong-${chunks.join('')}`}>{chunks}</strong>,
        mail: (chunks) => (
          <a key="mail" className={link} href={`mailto:${supportEmail}`} dir="ltr">
            {chunks}
          </a>
        ),
        privacy: (chunks) => (
          <Link key="privacy" className={link} to={paths.privacyPolicy}>
            {chunks}
          </Link>
        ),
      },
      { email: supportEmail },
    )

  return (
    <div className="text-ink">
      <p className={p}>{rich('terms.intro')}</p>
      {SECTIONS.map(({ id, parts }) => (
        <section key={id} aria-labelledby={`terms-${id}`}>
          <h2 id={`terms-${id}`} className={h2}>
            {t(`terms.${id}.title`)}
          </h2>
          {parts.map((part) =>
            typeof part === 'string' ? (
              <p key={part} className={p}>
                {rich(part)}
              </p>
            ) : (
              <ul key={part[0]} className={ul}>
                {part.map((key) => (
                  <li key={key}>{rich(key)}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </div>
  )
}
