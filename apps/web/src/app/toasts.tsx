import { directionOf } from '@mithaq/i18n'
import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { paths } from '../config/paths'
import { useT } from '../i18n'
import { TOAST_CLEARANCE_VAR } from '../lib/use-toast-clearance'

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }))

/** Above the bars whose controls must stay reachable (tab bar, composer, Discover's Pass and Like). */
const bottom = (gap: number) => `calc(var(${TOAST_CLEARANCE_VAR}, 0px) + ${gap}px)`

/**
 * How long a toast stays (decision 182): twice sonner's 4 s. A toast often comes with a move to
 * another screen ('Rematch Successful' opens the chat); on a slow phone that screen can take
 * seconds to show, and a 4-second toast was gone before the member could read it.
 */
export const TOAST_MS = 8_000

/**
 * The toast area, downloaded once the user is past the landing page (which shows no toasts) and
 * kept from then on, so "Signed out" still shows on the landing page after signing out.
 * Toasts sit at the bottom, above the tab bar, the composer or Discover's Pass and Like, where they
 * cover no header, back button, tab or decision; one at a time, so they never pile up (decisions
 * 182 and 356).
 */
export function Toasts() {
  const t = useT()
  const { pathname } = useLocation()
  const [needed, setNeeded] = useState(pathname !== paths.home)
  if (!needed && pathname !== paths.home) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        offset={{ bottom: bottom(16) }}
        mobileOffset={{ bottom: bottom(8), left: 12, right: 12 }}
        visibleToasts={1}
        duration={TOAST_MS}
        richColors
        closeButton
        dir={directionOf(t.locale)}
        containerAriaLabel={t('common.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('common.close') }}
      />
    </Suspense>
  )
}
