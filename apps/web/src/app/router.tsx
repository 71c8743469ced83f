import { createBrowserRouter, Navigate, useRouteError } from 'react-router'
import { ErrorScreen } from '../components/ui/error-boundary'
import { LoadingIndicator } from '../components/ui/loading-indicator'
import { paths } from '../config/paths'
import { AuthScreen } from '../features/auth/components/auth-screen'
import { ResetPasswordScreen } from '../features/auth/components/reset-password-screen'
import { LandingPage } from '../features/landing/landing-page'
import { PrivacyPolicyPage } from '../features/legal/privacy-policy-page'
import { EditProfileScreen } from '../features/profiles/components/edit/edit-profile-screen'
import { useSiteConfig } from '../lib/site-config'
import { AccountRoute } from './routes/account-placeholder'
import { AppShell } from './routes/app-shell'
import { ChatRoute } from './routes/chat-route'
import { DiscoverRoute } from './routes/discover-route'
import { ProfileRequired, SignupOnly, VisitorOnly } from './routes/guards'
import { LikedRoute } from './routes/liked-route'
import { MatchesRoute } from './routes/matches-route'
import { NotFoundRoute } from './routes/not-found'
import { SignupRoute } from './routes/signup-route'
import { UnmatchedRoute } from './routes/unmatched-route'

function RouteError() {
  const error = useRouteError()
  return (
    <ErrorScreen
      message={error instanceof Error ? error.message : undefined}
      onRetry={() => window.location.reload()}
    />
  )
}

function PrivacyPolicyRoute() {
  const { data } = useSiteConfig()
  if (!data) return <LoadingIndicator fullScreen />
  return <PrivacyPolicyPage supportEmail={data.supportEmail} />
}

const profilesRoute = <DiscoverRoute />

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
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
          { path: 'matches', element: <MatchesRoute /> },
          { path: 'unmatched', element: <UnmatchedRoute /> },
          { path: 'account', element: <AccountRoute /> },
          { path: 'chat/:matchId', element: <ChatRoute /> },
          { path: 'edit-profile', element: <EditProfileScreen /> },
          {
            path: 'notifications',
            lazy: () =>
              import('./routes/notifications-route').then((m) => ({ Component: m.NotificationsRoute })),
          },
          { path: '*', element: profilesRoute },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
])
