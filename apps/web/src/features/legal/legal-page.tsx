import { createTranslator, type Locale, type Texts, type Translator } from '@mithaq/i18n'
import { ArrowLeft } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button'
import { LoadingIndicator } from '../../components/ui/loading-indicator'
import { Logo } from '../../components/ui/logo'
import { paths } from '../../config/paths'
import { useT } from '../../i18n'

/**
 * The frame the privacy policy and the Terms share: their long texts come in a catalogue of their
 * own, loaded by the page in the reader's language. English is the binding text: a translation
 * says so above the text.
 */
export function LegalPage({
  load,
  prefix,
  updated,
  children,
}: {
  load: (locale: Locale) => Promise<Texts>
  /** The catalogue's prefix: its `<prefix>.title`, `.updated` (with `{date}`) and `.binding`. */
  prefix: 'legal' | 'terms'
  /** The day the text was last changed, as written in `locale`. */
  updated: (locale: Locale) => string
  /** The text, once the page's own texts are in. */
  children: (texts: Translator) => ReactNode
}) {
  const app = useT()
  const locale = app.locale
  const [texts, setTexts] = useState<Translator>()

  useEffect(() => {
    let current = true
    void load(locale).then((messages) => {
      // A translator is a function: handed over by an updater, not taken for one.
      if (current) setTexts(() => createTranslator(locale, messages))
    })
    return () => {
      current = false
    }
  }, [load, locale])

  if (!texts) return <LoadingIndicator fullScreen />
  return (
    <main className="mx-auto w-full max-w-3xl px-5 py-6">
      <div className="flex items-center justify-between gap-4">
        <Logo />
        <Link to={paths.home} className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft aria-hidden size={16} className="rtl:-scale-x-100" /> {app('common.backToHome')}
        </Link>
      </div>
      <h1 className="mt-8 font-display text-3xl text-ink">{texts(`${prefix}.title`)}</h1>
      <p className="mt-2 text-sm text-muted">{texts(`${prefix}.updated`, { date: updated(locale) })}</p>
      {locale !== 'en' && <BindingNote>{texts(`${prefix}.binding`)}</BindingNote>}
      <div className="mt-6">{children(texts)}</div>
    </main>
  )
}

/** The note above a translation: the English text binds. */
function BindingNote({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 rounded-2xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-ink">{children}</p>
  )
}
