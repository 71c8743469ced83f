import { TERMS_VERSION } from '@mithaq/domain'
import { loadTerms } from '@mithaq/i18n'
import { formatDate } from '../../i18n'
import { BindingNote, LegalPage } from './legal-page'
import { TermsContent } from './terms-content'

/**
 * /terms in the reader's language, built like /privacy-policy (legal-page.tsx). The date shown is
 * the version in force (TERMS_VERSION), the one sign-up agrees to.
 */
export function TermsPage({ supportEmail }: { supportEmail: string }) {
  return (
    <LegalPage load={loadTerms}>
      {(terms, locale) => (
        <>
          <h1 className="mt-8 font-display text-3xl text-ink">{terms('terms.title')}</h1>
          <p className="mt-2 text-sm text-muted" data-terms-version={TERMS_VERSION}>
            {terms('terms.updated', {
              date: formatDate(`${TERMS_VERSION}T12:00:00Z`, {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              }),
            })}
          </p>
          {locale !== 'en' && <BindingNote>{terms('terms.binding')}</BindingNote>}
          <div className="mt-6">
            <TermsContent t={terms} supportEmail={supportEmail} />
          </div>
        </>
      )}
    </LegalPage>
  )
}
