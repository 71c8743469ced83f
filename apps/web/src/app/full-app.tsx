import { meSchema } from '@mithaq/domain'
import { Suspense } from 'react'
import { LoadingIndicator } from '../components/ui/loading-indicator'
import { meQueryKey, meQueryOptions } from '../features/auth/api/get-me'
import { takeSentAnswer } from '../lib/early-requests'
import { queryClient } from '../lib/query-client'
import { rememberSignedIn } from '../lib/session-hint'
import { NativeShell } from './native-shell'
import { AppProvider } from './provider'
import { AppRoutes, preloadScreens } from './router'
import { ServiceWorkerWhenSettled } from './service-worker-when-settled'
import { Toasts } from './toasts'

// Every screen's guard asks who is signed in: answered by the page when the server sent it
// (decision 188), else asked now; and this address's screens are fetched meanwhile.
const sentMe = takeSentAnswer('/me', meSchema)
if (sentMe) {
  queryClient.setQueryData(meQueryKey, sentMe)
  rememberSignedIn(true)
} else {
  void queryClient.prefetchQuery(meQueryOptions)
}
// A chat's address asks for its match early (early-chat.ts); its own chunk, so no other screen carries it.
if (window.location.pathname.startsWith('/app/chat/')) {
  void import('./early-chat').then(({ askForChatMatch }) =>
    askForChatMatch(window.location.pathname, queryClient),
  )
}
// In a task of its own: matching the address against every route costs about as much as the
// rest of this module's evaluation (decision 250), and the screens' downloads can start a moment later.
setTimeout(() => preloadScreens(window.location.pathname), 0)

/** Every screen with what they share: the query cache, the error boundary and the toasts. */
export function FullApp() {
  return (
    <AppProvider>
      {/* The first screen's code is still downloading (lazy-page.tsx). */}
      <Suspense fallback={<LoadingIndicator fullScreen />}>
        <AppRoutes />
        {/* Inside the screen's boundary: it mounts when the first screen does. */}
        <ServiceWorkerWhenSettled />
      </Suspense>
      <Toasts />
      <NativeShell />
    </AppProvider>
  )
}
