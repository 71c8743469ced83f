import { useEffect } from 'react'
import { matchPath, useLocation } from 'react-router'
import { paths } from '../config/paths'
import { STEPS } from '../features/profiles/utils/signup-steps'

const SITE = 'Mithaq'
/** Also in index.html, for the landing page the entry shows before this code loads (root.tsx). */
export const HOME_TITLE = 'Mithaq · Zero-Ghosting Muslim Marriage'

// One table for every route of router.tsx, so a screen reader user hears where they are and a
// tab list tells the tabs apart. Unknown /app/* and /signup/* addresses show Discover and step 1
// (docs/product.md), so they are named so here too.
const TITLES: [pattern: string, title: string][] = [
  [paths.auth, 'Sign In or Sign Up'],
  [paths.resetPassword, 'Reset Password'],
  [paths.privacyPolicy, 'Privacy Policy'],
  ...STEPS.map(({ path, number, label }): [string, string] => [
    path,
    `Sign Up, Step ${number} of ${STEPS.length}: ${label}`,
  ]),
  ['/signup/*', `Sign Up, Step 1 of ${STEPS.length}: ${STEPS[0]?.label}`],
  [paths.app.root, 'Discover'],
  [paths.app.profiles, 'Discover'],
  [paths.app.liked, 'Liked'],
  [paths.app.matches, 'Matches'],
  [paths.app.unmatched, 'Unmatched Profiles'],
  [paths.app.account, 'Account'],
  [paths.app.chat(':matchId'), 'Chat'],
  [paths.app.editProfile, 'Edit Profile'],
  [paths.app.notifications, 'Notifications'],
  [paths.moderation, 'Moderation'],
  ['/app/*', 'Discover'],
]

/** The document title for an address: 'Discover · Mithaq'; an unknown address is 'Page Not Found'. */
export function pageTitle(pathname: string): string {
  if (pathname === paths.home) return HOME_TITLE
  const found = TITLES.find(([pattern]) => matchPath(pattern, pathname))
  return `${found?.[1] ?? 'Page Not Found'} · ${SITE}`
}

/** Keeps document.title in step with the address; rendered once, around every route. */
export function PageTitle() {
  const { pathname } = useLocation()
  useEffect(() => {
    document.title = pageTitle(pathname)
  }, [pathname])
  return null
}
