import { type ReactNode, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'

export interface AccountActionDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** One sentence read out when the dialog opens. */
  description: string
  /** What happens next, spelled out before the user commits. */
  children: ReactNode
  confirmLabel: string
  busyLabel: string
  /** Red for what cannot be undone. */
  destructive?: boolean
  /** Runs the action; a rejection keeps the dialog open (the caller has told the user why). */
  onConfirm: () => Promise<void>
}

/**
 * Confirms a change to the whole account. Cancel comes first in the DOM, so it takes the
 * initial focus and a stray Enter never deactivates or deletes anything.
 */
export function AccountActionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  destructive = false,
  onConfirm,
}: AccountActionDialogProps) {
  const [busy, setBusy] = useState(false)

  async function handleConfirm() {
    setBusy(true)
    try {
      await onConfirm()
      onOpenChange(false)
    } catch {
      // Reported by the caller.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      // Escape and the close button wait for the request: its answer decides where we go.
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
    >
      <div className="text-ink/90">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant={destructive ? 'destructive' : 'primary'}
          onClick={handleConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
