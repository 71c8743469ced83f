import { AlertCircle, X } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'

export interface BannerContent {
  title: string
  messages: string[]
}

/** A titled error with a dismiss button (docs/product.md § 13). */
export function ErrorBanner({
  banner,
  onDismiss,
  actions,
}: {
  banner: BannerContent
  onDismiss: () => void
  actions?: ReactNode
}) {
  const box = useRef<HTMLDivElement>(null)
  // It may appear far above the button that caused it (the end of a long page): show it.
  // (In braces: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.)
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' })
  }, [])
  return (
    <div
      ref={box}
      role="alert"
      className="relative rounded-2xl border border-destructive/30 bg-destructive-soft p-4 pe-12"
    >
      <div className="flex gap-3">
        <AlertCircle aria-hidden size={20} className="mt-0.5 shrink-0 text-destructive" />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-destructive">{banner.title}</p>
          {banner.messages.length === 1 ? (
            <p className="break-words text-sm text-ink">{banner.messages[0]}</p>
          ) : (
            <ul className="list-disc space-y-0.5 ps-4 text-sm text-ink">
              {banner.messages.map((m) => (
                <li key={m} className="break-words">
                  {m}
                </li>
              ))}
            </ul>
          )}
          {actions && <div className="flex flex-wrap gap-2 pt-2">{actions}</div>}
        </div>
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="absolute end-2 top-2 flex h-9 w-9 items-center justify-center rounded-full text-destructive hover:bg-destructive/10"
      >
        <X aria-hidden size={18} />
      </button>
    </div>
  )
}
