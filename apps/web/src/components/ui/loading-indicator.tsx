import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { cn } from './cn'

/**
 * How long a full-screen wait (the app starting, a guard asking for the session) lasts before it
 * is shown: most are over sooner, and a spinner that flashes for a moment, or turns unseen under
 * Discover's still frame, only costs frames while the app starts (decision 580). A wait inside a
 * screen shows at once, where the screen's frame already tells that something is coming.
 */
export const LOADING_SHOWN_AFTER_MS = 400

const SIZES = {
  small: 'h-5 w-5 border-2',
  medium: 'h-8 w-8 border-[3px]',
  large: 'h-12 w-12 border-4',
} as const

export interface LoadingIndicatorProps {
  message?: string
  subMessage?: string
  size?: keyof typeof SIZES
  /** Fill the screen (route guards) instead of the surrounding box. */
  fullScreen?: boolean
}

export function LoadingIndicator({
  message,
  subMessage,
  size = 'medium',
  fullScreen = false,
}: LoadingIndicatorProps) {
  const t = useT()
  const [shown, setShown] = useState(!fullScreen)
  useEffect(() => {
    if (!fullScreen) return
    const timer = window.setTimeout(() => setShown(true), LOADING_SHOWN_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [fullScreen])
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 p-6 text-center',
        fullScreen && 'min-h-dvh',
      )}
    >
      {shown && (
        <>
          <span
            aria-hidden
            className={cn('animate-spin rounded-full border-primary/25 border-t-primary', SIZES[size])}
          />
          <p className="text-ink">{message ?? t('notices.loading')}</p>
          {subMessage && <p className="text-sm text-muted">{subMessage}</p>}
        </>
      )}
    </div>
  )
}
