import { MESSAGES } from '@mithaq/domain'
import { UserCog } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
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
  const handleDeactivate = act(deactivateAccount, MESSAGES.accountDeactivated, MESSAGES.failedToDeactivate)
  const handleDelete = act(deleteAccount, MESSAGES.accountDeleted, MESSAGES.failedToDelete)

  return (
    <section
      aria-labelledby="account-management-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="account-management-title" className="font-display text-xl text-ink">
          Account Management
        </h2>
        <UserCog aria-hidden size={22} className="text-primary" />
      </div>
      <p className="mt-2 text-sm text-muted">
        Need a break? Deactivate and come back whenever you sign in. Deleting removes your account for good.
      </p>
      {/* Stacked at every width: beside the profile on a desktop, this column is narrow too. */}
      <div className="mt-4 flex flex-col gap-3">
        <Button variant="secondary" onClick={() => setOpenDialog('deactivate')}>
          Deactivate My Account
        </Button>
        <Button variant="destructive" onClick={() => setOpenDialog('delete')}>
          Delete My Account
        </Button>
      </div>

      <ConfirmDialog
        open={openDialog === 'deactivate'}
        onOpenChange={handleOpenChange('deactivate')}
        title="Deactivate your account?"
        description="Take a break for as long as you need. Here is what happens:"
        confirmLabel="Deactivate"
        busyLabel="Deactivating..."
        onConfirm={handleDeactivate}
      >
        <ul className="list-disc space-y-2 ps-5">
          <li>Your profile is hidden from Discover and from everyone's Liked lists.</li>
          <li>
            Your active matches end, with no fee. Tokens paid toward a chat that never unlocked are refunded.
          </li>
          <li>You are signed out on every device.</li>
        </ul>
        <p>To come back, simply sign in again and your profile reappears.</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={openDialog === 'delete'}
        onOpenChange={handleOpenChange('delete')}
        title="Delete your account?"
        description="This is permanent and cannot be undone."
        confirmLabel="Delete Permanently"
        busyLabel="Deleting..."
        destructive
        onConfirm={handleDelete}
      >
        <ul className="list-disc space-y-2 ps-5">
          <li>Your profile and pictures are erased.</li>
          <li>Your matches and messages are erased.</li>
          <li>You are signed out on every device.</li>
        </ul>
        <p>If you only need a break, you can deactivate your account instead.</p>
      </ConfirmDialog>
    </section>
  )
}
