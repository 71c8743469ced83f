import type { Sex } from '@mithaq/domain'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { useT } from '../../i18n'

export interface BlockDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  name: string
  /** Their sex: the words about them agree with it in Arabic, Urdu and French (decision 300). */
  sex: Sex
  /** Blocks; a rejection keeps the dialog open (the caller has told the user why). */
  onConfirm: () => Promise<void>
}

/** Blocking hides two people from each other for good, so it is confirmed first. */
export function BlockDialog({ open, onOpenChange, name, sex, onConfirm }: BlockDialogProps) {
  const t = useT()
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.blockTitle', { name, sex })}
      description={t('profile.blockDescription', { name, sex })}
      confirmLabel={t('profile.block')}
      busyLabel={t('profile.blocking')}
      destructive
      onConfirm={onConfirm}
    />
  )
}
