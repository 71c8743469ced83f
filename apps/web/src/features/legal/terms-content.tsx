import type { Translator } from '@mithaq/i18n'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { LegalParts, LegalSection, legalClasses, legalRich } from './legal-text'

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
  {
    id: 'tokens',
    parts: [
      'terms.tokens.what',
      'terms.tokens.rules',
      'terms.tokens.buying',
      'terms.tokens.refunds',
      'terms.tokens.end',
    ],
  },
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
  const rich = legalRich(t, supportEmail, {
    privacy: (chunks) => (
      <Link key="privacy" className={legalClasses.link} to={paths.privacyPolicy}>
        {chunks}
      </Link>
    ),
  })

  return (
    <div className="text-ink">
      <LegalParts parts={['terms.intro']} rich={rich} />
      {SECTIONS.map(({ id, parts }) => (
        <LegalSection key={id} id={`terms-${id}`} title={t(`terms.${id}.title`)}>
          <LegalParts parts={parts} rich={rich} />
        </LegalSection>
      ))}
    </div>
  )
}
