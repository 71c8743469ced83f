import { matchRoutes, Navigate, Outlet, type RouteObject, useRoutes } from 'react-router'
import { ErrorBoundary } from '../components/ui/error-boundary'
import { paths } from '../config/paths'
import { lazyPage, preloadElement } from './lazy-page'
import { PageTitle } from './page-title'
import { ProfileRequired, SignupOnly, VisitorOnly } from './routes/guards'
import { NotFoundRoute } from './routes/not-found'

// Every screen is its own download (lazy-page.tsx): a visitor on the landing page fetches none of the app.
// The lists are the namespaces each screen shows beyond the first load's (decision 290).
const LandingPage = lazyPage(() => import('../features/landing/landing-page'), 'LandingPage')
const AuthScreen = lazyPage(() => import('../features/auth/components/auth-screen'), 'AuthScreen', ['auth'])
const ResetPasswordScreen = lazyPage(
  () => import('../features/auth/components/reset-password-screen'),
  'ResetPasswordScreen',
  ['auth'],
)
const PrivacyPolicyRoute = lazyPage(() => import('./routes/privacy-policy-route'), 'PrivacyPolicyRoute')
const TermsRoute = lazyPage(() => import('./routes/terms-route'), 'TermsRoute')
const SignupRoute = lazyPage(() => import('./routes/signup-route'), 'SignupRoute', ['signup'])
const AppShell = lazyPage(() => import('./routes/app-shell'), 'AppShell')
const DiscoverRoute = lazyPage(() => import('./routes/discover-route'), 'DiscoverRoute')
const LikedRoute = lazyPage(() => import('./routes/liked-route'), 'LikedRoute', ['liked', 'chat'])
const ConversationsLayout = lazyPage(() => import('./routes/conversations-layout'), 'ConversationsLayout', [
  'chat',
])
const MatchesRoute = lazyPage(() => import('./routes/matches-route'), 'MatchesRoute', ['chat'])
const UnmatchedRoute = lazyPage(() => import('./routes/unmatched-route'), 'UnmatchedRoute', ['chat'])
const AccountRoute = lazyPage(() => import('./routes/account-route'), 'AccountRoute', [
  'account',
  'guardian',
  'moderation',
])
const ChatRoute = lazyPage(() => import('./routes/chat-route'), 'ChatRoute', ['chat', 'guardian'])
const ModerationRoute = lazyPage(() => import('./routes/moderation-route'), 'ModerationRoute', ['moderation'])
const NotificationsRoute = lazyPage(() => import('./routes/notifications-route'), 'NotificationsRoute', [
  'chat',
])
const EditProfileScreen = lazyPage(
  () => import('../features/profiles/components/edit/edit-profile-screen'),
  'EditProfileScreen',
)

const profilesRoute = <DiscoverRoute />

const routes: RouteObject[] = [
  {
    element: (
      <ErrorBoundary>
        <PageTitle />
        <Outlet />
      </ErrorBoundary>
    ),
    children: [
      {
        path: paths.home,
        element: (
          <VisitorOnly>
            <LandingPage />
          </VisitorOnly>
        ),
      },
      {
        path: paths.auth,
        element: (
          <VisitorOnly>
            <AuthScreen />
          </VisitorOnly>
        ),
      },
      { path: paths.resetPassword, element: <ResetPasswordScreen /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyRoute /> },
      { path: paths.terms, element: <TermsRoute /> },
      { path: paths.moderation, element: <ModerationRoute /> },
      {
        path: '/signup/*',
        element: (
          <SignupOnly>
            <SignupRoute />
          </SignupOnly>
        ),
      },
      {
        path: paths.app.root,
        element: (
          <ProfileRequired>
            <AppShell />
          </ProfileRequired>
        ),
        children: [
          { index: true, element: <Navigate to={paths.app.profiles} replace /> },
          { path: 'profiles', element: profilesRoute },
          { path: 'liked', element: <LikedRoute /> },
          {
            element: <ConversationsLayout />,
            children: [
              { path: 'matches', element: <MatchesRoute /> },
              { path: 'chat/:matchId', element: <ChatRoute /> },
            ],
          },
          { path: 'unmatched', element: <UnmatchedRoute /> },
          { path: 'account', element: <AccountRoute /> },
          { path: 'edit-profile', element: <EditProfileScreen /> },
          { path: 'notifications', element: <NotificationsRoute /> },
          { path: '*', element: profilesRoute },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]

/** The app's screens, inside the BrowserRouter of main.tsx. */
export function AppRoutes() {
  return useRoutes(routes)
}

/** Downloads the screens the app will show at this address, before its guards have decided. */
export function preloadScreens(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) preloadElement(route.element)
}
