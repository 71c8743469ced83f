import { LOCALE_NAMES, LOCALES, type TextKey } from '@mithaq/i18n'
import { Filter, Heart, MessageCircleHeart } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button'
import { Logo } from '../../components/ui/logo'
import { paths } from '../../config/paths'
import { formatNumber, useT } from '../../i18n'

const BLURBS: { title: TextKey; body: TextKey; icon: ReactNode }[] = [
  {
    title: 'landing.tokens.title',
    body: 'landing.tokens.body',
    icon: <MessageCircleHeart aria-hidden size={26} />,
  },
  { title: 'landing.liked.title', body: 'landing.liked.body', icon: <Heart aria-hidden size={26} /> },
  { title: 'landing.filters.title', body: 'landing.filters.body', icon: <Filter aria-hidden size={26} /> },
]

/**
 * The front page. Pre-rendered once per language (scripts/prerender-landing.tsx); the server sends
 * the visitor's (plugins/web.ts). The language links are plain links the server answers without
 * any JavaScript: `/?lang=ar` sets the language cookie and sends the Arabic page.
 */
export function LandingPage() {
  const t = useT()
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center px-5 py-5">
        <Logo />
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-5">
        <section className="py-10 text-center sm:py-16">
          <h1 className="mx-auto max-w-3xl font-display text-4xl leading-tight text-ink sm:text-5xl">
            {t('landing.headline')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{t('landing.intro')}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={paths.authSignUp} className={buttonClasses('primary', 'lg')}>
              {t('landing.getStarted')}
            </Link>
            <Link to={paths.auth} className={buttonClasses('secondary', 'lg')}>
              {t('landing.member')}
            </Link>
          </div>
        </section>
        <section aria-label={t('landing.why')} className="grid gap-4 pb-16 sm:grid-cols-3">
          {BLURBS.map((blurb) => (
            <article key={blurb.title} className="rounded-3xl border border-line bg-white/80 p-6 shadow-sm">
              <div className="flex h-12 w-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                {blurb.icon}
              </div>
              <h2 className="mt-4 font-display text-xl text-ink">{t(blurb.title)}</h2>
              <p className="mt-2 text-muted">{t(blurb.body)}</p>
            </article>
          ))}
        </section>
      </main>
      <footer className="border-t border-line bg-sand/60">
        <div className="mx-auto flex w-full max-w-5xl flex-col items-center gap-2 px-5 py-6 text-center text-sm text-muted sm:flex-row sm:justify-between sm:text-start">
          <p>
            {t('landing.copyright', { year: formatNumber(new Date().getFullYear(), { useGrouping: false }) })}
          </p>
          <p>{t('landing.tagline')}</p>
          <p className="flex gap-4">
            <Link to={paths.terms} className="text-primary underline underline-offset-4">
              {t('common.terms')}
            </Link>
            <Link to={paths.privacyPolicy} className="text-primary underline underline-offset-4">
              {t('common.privacyPolicy')}
            </Link>
          </p>
        </div>
        <nav aria-label={t('landing.language')} className="mx-auto w-full max-w-5xl px-5 pb-6">
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm sm:justify-start">
            {LOCALES.map((locale) => (
              <li key={locale}>
                {/* A page load, not a route change: the server sets the cookie and sends that page. */}
                <a
                  href={`/?lang=${locale}`}
                  lang={locale}
                  hrefLang={locale}
                  aria-current={locale === t.locale ? 'true' : undefined}
                  className={
                    locale === t.locale
                      ? 'font-semibold text-ink'
                      : 'text-primary underline underline-offset-4 hover:text-primary-hover'
                  }
                >
                  {LOCALE_NAMES[locale]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  )
}
