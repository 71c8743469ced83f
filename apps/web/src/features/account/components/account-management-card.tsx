import { UserCog } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { useT } from '../../../i18n'
import { deactivateAccount, deleteAccount } from '../api/account-calls'

export interface AccountManagementCardProps {
  /**
   * Called once the server has deactivated or deleted the account, which also ended every
   * session: the caller forgets the user on this device and goes home.
   */
  onSessionEnded: () => void
}

type OpenDialog = 'deactivate' | 'delete' | null

/** 'Deactivate My Account' and 'Delete My Account' on /app/account, each confirmed first. */
export function AccountManagementCard({ onSessionEnded }: AccountManagementCardProps) {
  const t = useT()
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null)
  const handleOpenChange = (which: OpenDialog) => (open: boolean) => setOpenDialog(open ? which : null)

  /** Runs one of the two calls; a failure is told and rethrown, so its dialog stays open. */
  const act = (call: () => Promise<unknown>, done: string, failed: string) => async () => {
    try {
      await call()
    } catch (error) {
      toast.error(failed)
      throw error
    }
    onSessionEnded()
    toast.success(done)
  }
  const handleDeactivate = act(
    deactivateAccount,
    t('notices.accountDeactivated'),
    t('notices.failedToDeactivate'),
  )
  const handleDelete = act(deleteAccount, t('notices.accountDeleted'), t('notices.failedToDelete'))

  return (
    <section
      aria-labelledby="account-management-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="account-management-title" className="font-display text-xl text-ink">
          {t('account.management.title')}
        </h2>
        <UserCog aria-hidden size={22} className="text-primary" />
      </div>
      <p className="mt-2 text-sm text-muted">{t('account.management.intro')}</p>
      {/* Stacked at every width: beside the profile on a desktop, this column is narrow too. */}
      <div className="mt-4 flex flex-col gap-3">
        <Button variant="secondary" onClick={() => setOpenDialog('deactivate')}>
          {t('account.management.deactivate')}
        </Button>
        <Button variant="destructive" onClick={() => setOpenDialog('delete')}>
          {t('account.management.delete')}
        </Button>
      </div>

      <ConfirmDialog
        open={openDialog === 'deactivate'}
        onOpenChange={handleOpenChange('deactivate')}
        title={t('account.deactivate.title')}
        description={t('account.deactivate.description')}
        confirmLabel={t('account.deactivate.confirm')}
        busyLabel={t('account.deactivate.busy')}
        onConfirm={handleDeactivate}
      >
        <ul className="list-disc space-y-2 ps-5">
          <li>{t('account.deactivate.hidden')}</li>
          <li>{t('account.deactivate.matchesEnd')}</li>
          <li>{t('account.signedOutEverywhere')}</li>
        </ul>
        <p>{t('account.deactivate.comeBack')}</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={openDialog === 'delete'}
        onOpenChange={handleOpenChange('delete')}
        title={t('account.delete.title')}
        description={t('account.delete.description')}
        confirmLabel={t('account.delete.confirm')}
        busyLabel={t('account.delete.busy')}
        destructive
        onConfirm={handleDelete}
      >
        <ul className="list-disc space-y-2 ps-5">
          <li>{t('account.delete.profileErased')}</li>
          <li>{t('account.delete.matchesErased')}</li>
          <li>{t('account.signedOutEverywhere')}</li>
        </ul>
        <p>{t('account.delete.onlyBreak')}</p>
      </ConfirmDialog>
    </section>
  )
}
