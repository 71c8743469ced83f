import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { paths } from '../config/paths'

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }))

/**
 * The toast area, downloaded once the user is past the landing page (which shows no toasts) and
 * kept from then on, so "Signed out" still shows on the landing page after signing out.
 */
export function Toasts() {
  const { pathname } = useLocation()
  const [needed, setNeeded] = useState(pathname !== paths.home)
  if (!needed && pathname !== paths.home) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  )
}
