import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { buttonClasses } from '../../components/ui/button'
import { paths } from '../../config/paths'
import { useT } from '../../i18n'

export function NotFoundRoute() {
  const t = useT()
  const { pathname } = useLocation()
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`)
  }, [pathname])
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="font-display text-7xl text-primary" aria-hidden>
        404
      </p>
      <h1 className="font-display text-2xl text-ink">
        <span className="sr-only">404: </span>
        {t('common.notFound.title')}
      </h1>
      <p className="text-muted">{t('common.notFound.body')}</p>
      <Link to={paths.home} className={`${buttonClasses('primary')} mt-3`}>
        {t('common.notFound.home')}
      </Link>
    </main>
  )
}
