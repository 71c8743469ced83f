import { directionOf } from '@mithaq/i18n'
import { Direction } from 'radix-ui'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { LoadingIndicator } from '../components/ui/loading-indicator'
import { paths } from '../config/paths'
import { LandingPage } from '../features/landing/landing-page'
import { useLocale } from '../i18n'
import { mightBeSignedIn, rememberSignedIn } from '../lib/session-hint'
import { apiFetch } from '../lib/transport'
import { ServiceWorkerWhenSettled } from './service-worker-when-settled'

/** Lets the browser paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The app layer, evaluated in two tasks instead of one: first the API client with the schema
 * library under it (zod builds its classes and the shared schemas), then the app with the rest
 * of its schemas, queries and routes. Each module is evaluated once, when first imported:
 * importing the client on its own moves its share of the work out of the app's task, so neither
 * keeps the main thread long (decision 250).
 */
const FullApp = lazy(async () => {
  await import('../lib/api-client')
  await nextTask()
  const [{ FullApp }, { takePageAnswers }] = await Promise.all([
    import('./full-app'),
    import('./page-answers'),
  ])
  // The page's answers for the first screen, read in a task of their own before it renders.
  await nextTask()
  takePageAnswers()
  return { default: FullApp }
})

/**
 * A visitor's first paint: the landing page comes with the entry and is shown at once, without
 * the app (queries, schemas, screens), which is downloaded when they move on. Meanwhile one plain
 * request asks whether someone is signed in after all; if so the app loads and sends them on.
 * A browser that was signed in last time, and every other address, gets the whole app straight
 * away; once loaded it stays, landing page included.
 */
export function Root() {
  const { pathname } = useLocation()
  const locale = useLocale()
  const [full, setFull] = useState(() => pathname !== paths.home || mightBeSignedIn())
  if (!full && pathname !== paths.home) setFull(true)

  useEffect(() => {
    if (full) return
    let current = true
    apiFetch('/api/me')
      .then((response) => {
        if (current && response.ok) {
          rememberSignedIn(true)
          setFull(true)
        }
      })
      .catch(() => {
        // Offline or unreachable: the visitor keeps the landing page; /auth will ask again.
      })
    return () => {
      current = false
    }
  }, [full])

  // Radix's primitives (tabs, menus, sliders, switches) lay themselves out left to right unless
  // told: one provider, fed by the same language as <html dir>, tells them all (decision 360).
  return (
    <Direction.Provider dir={directionOf(locale)}>
      {full ? (
        <Suspense fallback={<LoadingIndicator fullScreen />}>
          {/* A new language renders every screen again; the queries' cache is kept. */}
          <FullApp key={locale} />
        </Suspense>
      ) : (
        <>
          <LandingPage />
          <ServiceWorkerWhenSettled />
        </>
      )}
    </Direction.Provider>
  )
}
