import { loadLegal } from '@mithaq/i18n'
import { formatDate } from '../../i18n'
import { LegalPage } from './legal-page'
import { PrivacyPolicyContent } from './privacy-policy-content'

export const PRIVACY_POLICY_UPDATED = '28-11-2026'
/** The same day, for writing it in the reader's language. */
const UPDATED_ON = '2026-11-28T12:00:00Z'

const updated = (locale: string) =>
  locale === 'en'
    ? PRIVACY_POLICY_UPDATED
    : formatDate(UPDATED_ON, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * /privacy-policy in the reader's language. Its texts (the `legal` catalogue) are long and read
 * here only, so they come in a chunk of their own (legal-page.tsx).
 */
export function PrivacyPolicyPage({ supportEmail }: { supportEmail: string }) {
  return (
    <LegalPage load={loadLegal} prefix="legal" updated={updated}>
      {(legal) => <PrivacyPolicyContent t={legal} supportEmail={supportEmail} />}
    </LegalPage>
  )
}
