import { TERMS_VERSION } from '@mithaq/domain'
import { loadTerms } from '@mithaq/i18n'
import { formatDate } from '../../i18n'
import { LegalPage } from './legal-page'
import { TermsContent } from './terms-content'

/** The version in force (TERMS_VERSION), the one sign-up agrees to, written in the reader's language. */
const updated = () =>
  formatDate(`${TERMS_VERSION}T12:00:00Z`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** /terms in the reader's language, built like /privacy-policy (legal-page.tsx). */
export function TermsPage({ supportEmail }: { supportEmail: string }) {
  return (
    <LegalPage load={loadTerms} prefix="terms" updated={updated}>
      {(terms) => <TermsContent t={terms} supportEmail={supportEmail} />}
    </LegalPage>
  )
}
