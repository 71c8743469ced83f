import { createBrowserRouter, Navigate, useRouteError } from 'react-router'
import { ErrorScreen } from '../components/ui/error-boundary'
import { LoadingIndicator } from '../components/ui/loading-indicator'
import { paths } from '../config/paths'
import { AuthScreen } from '../features/auth/components/auth-screen'
import { ResetPasswordScreen } from '../features/auth/components/reset-password-screen'
import { LandingPage } from '../features/landing/landing-page'
import { PrivacyPolicyPage } from '../features/legal/privacy-policy-page'
import { useSiteConfig } from '../lib/site-config'
import { AccountRoute } from './routes/account-placeholder'
import { AppLayout } from './routes/app-layout'
import { ProfileRequired, SignupOnly, VisitorOnly } from './routes/guards'
import { NotFoundRoute } from './routes/not-found'
import { Placeholder } from './routes/placeholder'
import { SignupPlaceholderRoute } from './routes/signup-placeholder'

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

const profilesRoute = <Placeholder title="Discover" />

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
            <SignupPlaceholderRoute />
          </SignupOnly>
        ),
      },
      {
        path: paths.app.root,
        element: (
          <ProfileRequired>
            <AppLayout />
          </ProfileRequired>
        ),
        children: [
          { index: true, element: <Navigate to={paths.app.profiles} replace /> },
          { path: 'profiles', element: profilesRoute },
          { path: 'liked', element: <Placeholder title="Liked" /> },
          { path: 'matches', element: <Placeholder title="Your Matches" /> },
          { path: 'unmatched', element: <Placeholder title="Unmatched" /> },
          { path: 'account', element: <AccountRoute /> },
          { path: 'chat/:matchId', element: <Placeholder title="Chat" /> },
          { path: 'edit-profile', element: <Placeholder title="Edit Profile" /> },
          { path: '*', element: profilesRoute },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
])
