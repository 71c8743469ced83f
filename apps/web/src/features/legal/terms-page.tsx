import { TERMS_VERSION } from '@mithaq/domain'
import { createTranslator, loadTerms, type Translator } from '@mithaq/i18n'
import { ArrowLeft } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button'
import { LoadingIndicator } from '../../components/ui/loading-indicator'
import { Logo } from '../../components/ui/logo'
import { paths } from '../../config/paths'
import { formatDate, useT } from '../../i18n'
import { TermsContent } from './terms-content'

/**
 * /terms in the reader's language: built like /privacy-policy, its texts (the `terms` catalogue)
 * loaded by this page only. English is the binding text: a translation says so above the Terms.
 * The date shown is the version in force (TERMS_VERSION), the one sign-up agrees to.
 */
export function TermsPage({ supportEmail }: { supportEmail: string }) {
  const app = useT()
  const locale = app.locale
  const [terms, setTerms] = useState<Translator>()

  useEffect(() => {
    let current = true
    void loadTerms(locale).then((messages) => {
      if (current) setTerms(() => createTranslator(locale, messages))
    })
    return () => {
      current = false
    }
  }, [locale])

  if (!terms) return <LoadingIndicator fullScreen />
  return (
    <main className="mx-auto w-full max-w-3xl px-5 py-6">
      <div className="flex items-center justify-between gap-4">
        <Logo />
        <Link to={paths.home} className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft aria-hidden size={16} className="rtl:-scale-x-100" /> {app('common.backToHome')}
        </Link>
      </div>
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
      {locale !== 'en' && (
        <p className="mt-4 rounded-2xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-ink">
          {terms('terms.binding')}
        </p>
      )}
      <div className="mt-6">
        <TermsContent t={terms} supportEmail={supportEmail} />
      </div>
    </main>
  )
}
