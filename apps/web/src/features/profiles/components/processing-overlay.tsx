import { type ReactNode, useEffect } from 'react'
import { createPortal } from 'react-dom'

/**
 * A full-screen, polite status (processing or uploading), with room for one action. Rendered at
 * the end of the body, so the page beneath can be made inert while it shows.
 */
export function ProcessingOverlay({ message, children }: { message: string; children?: ReactNode }) {
  useEffect(() => {
    const app = document.getElementById('root')
    app?.setAttribute('inert', '')
    return () => app?.removeAttribute('inert')
  }, [])
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/45 p-6 backdrop-blur-[2px]">
      <div className="flex w-full max-w-sm flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-xl">
        <span
          aria-hidden
          className="h-10 w-10 animate-spin rounded-full border-4 border-primary/25 border-t-primary"
        />
        <p role="status" aria-live="polite" className="font-medium text-ink">
          {message}
        </p>
        {children}
      </div>
    </div>,
    document.body,
  )
}
