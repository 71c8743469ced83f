import { Compass, Heart, MessageCircle, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, NavLink, Outlet, useLocation } from 'react-router'
import { cn } from '../../components/ui/cn'
import { ErrorBoundary } from '../../components/ui/error-boundary'
import { Logo } from '../../components/ui/logo'
import { paths } from '../../config/paths'

const TABS: { to: string; label: string; icon: ReactNode }[] = [
  { to: paths.app.profiles, label: 'Profiles', icon: <Compass aria-hidden size={22} /> },
  { to: paths.app.liked, label: 'Liked', icon: <Heart aria-hidden size={22} /> },
  { to: paths.app.matches, label: 'Matches', icon: <MessageCircle aria-hidden size={22} /> },
  { to: paths.app.account, label: 'Account', icon: <UserRound aria-hidden size={22} /> },
]

/** Chat and edit-profile take the whole screen. */
const hidesTabBar = (pathname: string) =>
  pathname.startsWith('/app/chat/') || pathname.startsWith(paths.app.editProfile)

export interface AppLayoutProps {
  matchesBadge?: ReactNode
  /** New 'Liked Me' entries. */
  likedBadge?: ReactNode
  /** The notifications bell, at the right of the top bar. */
  bell?: ReactNode
}

export function AppLayout({ matchesBadge, likedBadge, bell }: AppLayoutProps) {
  const { pathname } = useLocation()
  const showTabs = !hidesTabBar(pathname)
  return (
    <div className="flex min-h-dvh flex-col">
      {showTabs && bell && (
        <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
          <div className="mx-auto flex max-w-3xl items-center justify-between px-3 py-1">
            <Link to={paths.app.profiles} aria-label="Mithaq, discover profiles" className="rounded-xl p-1">
              <Logo showName={false} />
            </Link>
            {bell}
          </div>
        </header>
      )}
      <main className={cn('page-fade mx-auto w-full max-w-3xl flex-1', showTabs && 'pb-24')} key={pathname}>
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </main>
      {showTabs && (
        <nav
          aria-label="Main"
          className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
        >
          <ul className="mx-auto flex max-w-3xl">
            {TABS.map((tab) => (
              <li key={tab.to} className="flex-1">
                <NavLink
                  to={tab.to}
                  className={({ isActive }) =>
                    cn(
                      'relative flex flex-col items-center gap-0.5 py-2.5 text-xs font-medium',
                      isActive ? 'text-primary' : 'text-muted hover:text-ink',
                    )
                  }
                >
                  <span className="relative">
                    {tab.icon}
                    {tab.to === paths.app.matches && matchesBadge}
                    {tab.to === paths.app.liked && likedBadge}
                  </span>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
