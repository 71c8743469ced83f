import type { TextKey } from '@mithaq/i18n'
import { Compass, Heart, MessageCircle, UserRound } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link, NavLink, Outlet, useLocation } from 'react-router'
import { cn } from '../../components/ui/cn'
import { ErrorBoundary } from '../../components/ui/error-boundary'
import { Logo } from '../../components/ui/logo'
import { paths } from '../../config/paths'
import { useT } from '../../i18n'
import { useIsDesktop } from '../../lib/use-media-query'
import { useToastClearance } from '../../lib/use-toast-clearance'

const TABS: { to: string; label: TextKey; icon: ReactNode }[] = [
  { to: paths.app.profiles, label: 'common.nav.profiles', icon: <Compass aria-hidden size={22} /> },
  { to: paths.app.liked, label: 'common.nav.liked', icon: <Heart aria-hidden size={22} /> },
  { to: paths.app.matches, label: 'common.nav.matches', icon: <MessageCircle aria-hidden size={22} /> },
  { to: paths.app.account, label: 'common.nav.account', icon: <UserRound aria-hidden size={22} /> },
]

const isChat = (pathname: string) => pathname.startsWith('/app/chat/')
const isEditProfile = (pathname: string) => pathname.startsWith(paths.app.editProfile)

/**
 * Screens laid out for the whole width on a desktop (each keeps its own measure inside); the rest
 * stay in a readable column.
 */
const isWide = (pathname: string) =>
  isChat(pathname) ||
  [paths.app.profiles, paths.app.liked, paths.app.matches].some((path) => pathname.startsWith(path))

/**
 * The tab a screen belongs to, so every screen with the bars lights one: a chat and the unmatched
 * profiles are reached from Matches. The notifications screen lights the bell instead.
 */
const tabOf = (pathname: string) =>
  isChat(pathname) || pathname.startsWith(paths.app.unmatched)
    ? paths.app.matches
    : TABS.find((tab) => pathname.startsWith(tab.to))?.to

/** Matches and a chat share their two panes on a desktop: moving between them keeps the list. */
const isConversations = (pathname: string) => isChat(pathname) || pathname === paths.app.matches

export interface AppLayoutProps {
  matchesBadge?: ReactNode
  /** New 'Liked Me' entries. */
  likedBadge?: ReactNode
  /** The notifications bell: in the top bar on a phone, beside the logo in the rail on a desktop. */
  bell?: ReactNode
  /** My token balance, leading to the wallet: in the top bar on a phone, in the rail on a desktop. */
  balance?: ReactNode
}

/**
 * Below 1024 px: a top bar and a bottom tab bar, both left out on chat (which has its own header
 * and composer) and edit-profile. From 1024 px: a side rail with the same destinations and badges
 * on every screen but edit-profile. Which bar shows is CSS alone, so the first paint is right.
 */
export function AppLayout({ matchesBadge, likedBadge, bell, balance }: AppLayoutProps) {
  const t = useT()
  const { pathname } = useLocation()
  const isDesktop = useIsDesktop()
  const tabBarRef = useToastClearance<HTMLElement>()
  const currentTab = tabOf(pathname)
  const fullScreen = isEditProfile(pathname)
  const phoneBars = !fullScreen && !isChat(pathname)
  // The screen a page load opens on appears without the fade: it replaces the app's loading state
  // (or Discover's still frame), not another screen, and a first screen that does not move spends
  // no frames while the app is still starting (decision 580). Every screen after it fades in.
  const [openingPath, setOpeningPath] = useState<string | null>(pathname)
  if (openingPath !== null && pathname !== openingPath) setOpeningPath(null)
  const badgeFor = (to: string) =>
    to === paths.app.matches ? matchesBadge : to === paths.app.liked ? likedBadge : null
  return (
    // A screen marked data-fill (Discover) gets exactly the height between the bars, to lay out
    // inside it, instead of growing with its content and scrolling the page (decision 355).
    <div className={cn('flex min-h-dvh flex-col has-[[data-fill]]:h-dvh', !fullScreen && 'lg:ps-60')}>
      {!fullScreen && (
        <div className="fixed inset-y-0 start-0 z-30 hidden w-60 flex-col border-e border-line bg-white lg:flex">
          <div className="flex items-center justify-between gap-2 px-4 pt-5 pb-6">
            <Link to={paths.app.profiles} aria-label={t('common.nav.home')} className="rounded-xl p-1">
              <Logo />
            </Link>
            {bell}
          </div>
          {balance && <div className="px-4 pb-4">{balance}</div>}
          <nav aria-label={t('common.nav.main')}>
            <ul className="flex flex-col gap-1 px-3">
              <TabLinks
                currentTab={currentTab}
                badgeFor={badgeFor}
                linkClass={(isActive) =>
                  cn(
                    'flex items-center gap-3 rounded-2xl px-4 py-3 text-base font-medium transition-colors',
                    isActive ? 'bg-primary-soft text-primary' : 'text-muted hover:bg-cream hover:text-ink',
                  )
                }
              />
            </ul>
          </nav>
        </div>
      )}
      {phoneBars && bell && (
        <header className="sticky top-0 z-30 border-b border-line bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur lg:hidden">
          <div className="mx-auto flex max-w-3xl items-center justify-between px-3 py-1">
            <Link to={paths.app.profiles} aria-label={t('common.nav.home')} className="rounded-xl p-1">
              <Logo showName={false} />
            </Link>
            <div className="flex items-center gap-1">
              {balance}
              {bell}
            </div>
          </div>
        </header>
      )}
      <main
        className={cn(
          openingPath === null && 'page-fade',
          'mx-auto w-full max-w-3xl flex-1 has-[[data-fill]]:flex has-[[data-fill]]:min-h-0 has-[[data-fill]]:flex-col',
          phoneBars &&
            'pb-[calc(6rem+env(safe-area-inset-bottom))] has-[[data-fill]]:pb-[calc(4rem+env(safe-area-inset-bottom))] lg:pb-0 lg:has-[[data-fill]]:pb-0',
          isWide(pathname) && 'lg:max-w-none',
        )}
        key={isDesktop && isConversations(pathname) ? 'conversations' : pathname}
      >
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </main>
      {phoneBars && (
        <nav
          ref={tabBarRef}
          aria-label={t('common.nav.main')}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
        >
          <ul className="mx-auto flex max-w-3xl">
            <TabLinks
              currentTab={currentTab}
              badgeFor={badgeFor}
              itemClass="flex-1"
              linkClass={(isActive) =>
                cn(
                  'relative flex flex-col items-center gap-0.5 py-2.5 text-xs font-medium',
                  isActive ? 'text-primary' : 'text-muted hover:text-ink',
                )
              }
            />
          </ul>
        </nav>
      )}
    </div>
  )
}

/** The four destinations with their badges: the rail and the bottom bar differ only in looks. */
function TabLinks({
  currentTab,
  badgeFor,
  linkClass,
  itemClass,
}: {
  currentTab: string | undefined
  badgeFor: (to: string) => ReactNode
  linkClass: (isActive: boolean) => string
  itemClass?: string
}) {
  const t = useT()
  return TABS.map((tab) => (
    <li key={tab.to} className={itemClass}>
      <NavLink to={tab.to} className={({ isActive }) => linkClass(isActive || currentTab === tab.to)}>
        <span className="relative">
          {tab.icon}
          {badgeFor(tab.to)}
        </span>
        {t(tab.label)}
      </NavLink>
    </li>
  ))
}
