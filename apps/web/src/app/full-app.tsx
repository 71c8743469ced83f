import { Suspense } from 'react'
import { LoadingIndicator } from '../components/ui/loading-indicator'
import { meQueryOptions } from '../features/auth/api/get-me'
import { queryClient } from '../lib/query-client'
import { AppProvider } from './provider'
import { AppRoutes, preloadScreens } from './router'
import { Toasts } from './toasts'

// Every screen's guard asks who is signed in: ask now, and fetch this address's screens meanwhile.
void queryClient.prefetchQuery(meQueryOptions)
preloadScreens(window.location.pathname)

/** Every screen with what they share: the query cache, the error boundary and the toasts. */
export function FullApp() {
  return (
    <AppProvider>
      {/* The first screen's code is still downloading (lazy-page.tsx). */}
      <Suspense fallback={<LoadingIndicator fullScreen />}>
        <AppRoutes />
      </Suspense>
      <Toasts />
    </AppProvider>
  )
}
