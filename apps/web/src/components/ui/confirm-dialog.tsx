import { type ReactNode, useId, useState } from 'react'
import { useT } from '../../i18n'
import { Button } from './button'
import { Dialog } from './dialog'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Read out when the dialog opens. */
  description?: string
  /** More about what happens, shown under the description. */
  children?: ReactNode
  confirmLabel: string
  busyLabel?: string
  /** For a caller that tracks its action itself; otherwise busy while `onConfirm`'s promise runs. */
  busy?: boolean
  /** Why the confirmation is not possible (e.g. not enough tokens): the button is disabled and described by it. */
  blockedReason?: ReactNode
  /** Red, for what cannot be undone. */
  destructive?: boolean
  /**
   * A returned promise keeps the dialog open and busy until it settles: it closes when the
   * promise resolves and stays open when it rejects (the caller has told the user why).
   */
  onConfirm: () => void | Promise<void>
}

/**
 * A question with Cancel and one action. Cancel comes first in the DOM, so it takes the initial
 * focus and a stray Enter never confirms; while the action runs, nothing closes the dialog.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  destructive = false,
  blockedReason,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT()
  const [running, setRunning] = useState(false)
  const reasonId = useId()
  const isBusy = busy || running

  async function confirm() {
    const action = onConfirm()
    if (!action) return
    setRunning(true)
    try {
      await action
      onOpenChange(false)
    } catch {
      // Reported by the caller.
    } finally {
      setRunning(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !isBusy && onOpenChange(next)}
      title={title}
      description={description}
    >
      {children ? <div className="mb-6 space-y-3 text-ink/90">{children}</div> : null}
      {blockedReason ? (
        <div id={reasonId} className="mb-6 rounded-2xl bg-destructive-soft px-4 py-3 text-sm text-ink">
          {blockedReason}
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isBusy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant={destructive ? 'destructive' : 'primary'}
          onClick={() => void confirm()}
          disabled={isBusy || Boolean(blockedReason)}
          aria-busy={isBusy}
          aria-describedby={blockedReason ? reasonId : undefined}
        >
          {isBusy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
