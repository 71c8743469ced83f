import type { TextKey } from '@mithaq/i18n'
import { useEffect, useSyncExternalStore } from 'react'
import { matchPath, useLocation } from 'react-router'
import { paths } from '../config/paths'
import { STEPS } from '../features/profiles/utils/signup-steps'
import { currentTranslator, formatNumber } from '../i18n'
import { subscribeTexts, textsVersion } from '../i18n/locale-store'

/** Also in index.html, for the landing page the entry shows before this code loads (root.tsx). */
export const HOME_TITLE = 'Mithaq · Zero-Ghosting Muslim Marriage'

type Title = TextKey | (() => string)

const stepTitle = (index: number) => () =>
  currentTranslator()('common.title.signupStep', {
    number: formatNumber(STEPS[index]!.number),
    total: formatNumber(STEPS.length),
    label: STEPS[index]!.label,
  })

// One table for every route of router.tsx, so a screen reader user hears where they are and a
// tab list tells the tabs apart. Unknown /app/* and /signup/* addresses show Discover and step 1
// (docs/product.md), so they are named so here too. Texts are keys, read in the current language.
const TITLES: [pattern: string, title: Title][] = [
  [paths.auth, 'common.title.auth'],
  [paths.resetPassword, 'common.title.resetPassword'],
  [paths.privacyPolicy, 'common.title.privacyPolicy'],
  [paths.terms, 'common.title.terms'],
  ...STEPS.map(({ path }, index): [string, Title] => [path, stepTitle(index)]),
  ['/signup/*', stepTitle(0)],
  [paths.app.root, 'common.title.discover'],
  [paths.app.profiles, 'common.title.discover'],
  [paths.app.liked, 'common.title.liked'],
  [paths.app.matches, 'common.title.matches'],
  [paths.app.unmatched, 'common.title.unmatched'],
  [paths.app.account, 'common.title.account'],
  [paths.app.chat(':matchId'), 'common.title.chat'],
  [paths.app.editProfile, 'common.title.editProfile'],
  [paths.app.notifications, 'common.title.notifications'],
  [paths.moderation, 'common.title.moderation'],
  ['/app/*', 'common.title.discover'],
]

/** The document title for an address: 'Discover · Mithaq'; an unknown address is 'Page Not Found'. */
export function pageTitle(pathname: string): string {
  const t = currentTranslator()
  if (pathname === paths.home) return t('common.title.home')
  const found = TITLES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'common.title.notFound'
  return t('common.title.page', { title: typeof found === 'function' ? found() : t(found) })
}

/** Keeps document.title in step with the address; rendered once, around every route. */
export function PageTitle() {
  const { pathname } = useLocation()
  // A sign-up step's title is the signup namespace's, which comes with its route (decision 290):
  // named again once those texts have arrived.
  useSyncExternalStore(subscribeTexts, textsVersion)
  const title = pageTitle(pathname)
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
