import { useState } from 'react'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'

export interface BlockDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  name: string
  /** Blocks; a rejection keeps the dialog open (the caller has told the user why). */
  onConfirm: () => Promise<void>
}

/** Blocking hides two people from each other for good, so it is confirmed first. */
export function BlockDialog({ open, onOpenChange, name, onConfirm }: BlockDialogProps) {
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
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={`Block ${name}?`}
      description={`You and ${name} will no longer see each other anywhere in Mithaq, and a match between you ends. ${name} is not told.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={handleConfirm} disabled={busy}>
          {busy ? 'Blocking...' : 'Block'}
        </Button>
      </div>
    </Dialog>
  )
}
