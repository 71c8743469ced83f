import { createTranslator, loadLegal, type Translator } from '@mithaq/i18n'
import { ArrowLeft } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button'
import { LoadingIndicator } from '../../components/ui/loading-indicator'
import { Logo } from '../../components/ui/logo'
import { paths } from '../../config/paths'
import { formatDate, useT } from '../../i18n'
import { PrivacyPolicyContent } from './privacy-policy-content'

export const PRIVACY_POLICY_UPDATED = '25-11-2026'
/** The same day, for writing it in the reader's language. */
const UPDATED_ON = '2026-11-25T12:00:00Z'

/**
 * /privacy-policy in the reader's language. Its texts (the `legal` catalogue) are long and read
 * here only, so they come in a chunk of their own. English is the binding text: a translation
 * says so above the policy.
 */
export function PrivacyPolicyPage({ supportEmail }: { supportEmail: string }) {
  const app = useT()
  const locale = app.locale
  const [legal, setLegal] = useState<Translator>()

  useEffect(() => {
    let current = true
    void loadLegal(locale).then((messages) => {
      // A translator is a function: handed over by an updater, not taken for one.
      if (current) setLegal(() => createTranslator(locale, messages))
    })
    return () => {
      current = false
    }
  }, [locale])

  if (!legal) return <LoadingIndicator fullScreen />
  return (
    <main className="mx-auto w-full max-w-3xl px-5 py-6">
      <div className="flex items-center justify-between gap-4">
        <Logo />
        <Link to={paths.home} className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft aria-hidden size={16} className="rtl:-scale-x-100" /> {app('common.backToHome')}
        </Link>
      </div>
      <h1 className="mt-8 font-display text-3xl text-ink">{legal('legal.title')}</h1>
      <p className="mt-2 text-sm text-muted">
        {legal('legal.updated', {
          date:
            locale === 'en'
              ? PRIVACY_POLICY_UPDATED
              : formatDate(UPDATED_ON, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
        })}
      </p>
      {locale !== 'en' && (
        <p className="mt-4 rounded-2xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-ink">
          {legal('legal.binding')}
        </p>
      )}
      <div className="mt-6">
        <PrivacyPolicyContent t={legal} supportEmail={supportEmail} />
      </div>
    </main>
  )
}
