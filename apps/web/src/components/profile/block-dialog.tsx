import { ConfirmDialog } from '../ui/confirm-dialog'

export interface BlockDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  name: string
  /** Blocks; a rejection keeps the dialog open (the caller has told the user why). */
  onConfirm: () => Promise<void>
}

/** Blocking hides two people from each other for good, so it is confirmed first. */
export function BlockDialog({ open, onOpenChange, name, onConfirm }: BlockDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Block ${name}?`}
      description={`You and ${name} will no longer see each other anywhere in Mithaq, and a match between you ends. ${name} is not told.`}
      confirmLabel="Block"
      busyLabel="Blocking..."
      destructive
      onConfirm={onConfirm}
    />
  )
}
