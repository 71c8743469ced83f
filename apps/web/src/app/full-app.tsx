import { Suspense } from 'react'
import { LoadingIndicator } from '../components/ui/loading-indicator'
import { meQueryOptions } from '../features/auth/api/get-me'
import { queryClient } from '../lib/query-client'
import { AppProvider } from './provider'
import { AppRoutes } from './router'
import { Toasts } from './toasts'

// Every screen's guard asks who is signed in: ask now, while the screen's code downloads.
void queryClient.prefetchQuery(meQueryOptions)

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
