import {
  formatListTimestamp,
  formatPreview,
  MESSAGES,
  TOKEN_RULES,
  tokensLabel,
  type UnmatchedListItem,
} from '@mithaq/domain'
import { Compass } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Avatar } from '../../../../components/profile/avatar'
import { nextTopUpText } from '../../../../components/tokens/next-top-up'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { ErrorScreen } from '../../../../components/ui/error-boundary'
import { LoadingIndicator } from '../../../../components/ui/loading-indicator'
import { paths } from '../../../../config/paths'
import { ApiError, errorMessage } from '../../../../lib/api-client'
import { useNow } from '../../../../lib/use-now'
import { useWallet } from '../../../../lib/wallet'
import { useUnmatched } from '../../api/get-unmatched'
import { useRematch, useRemoveForever } from '../../api/match-actions'
import { ChatHistoryDialog } from './chat-history-dialog'
import { ProfileDetailDialog } from './profile-detail-dialog'
import { ReasonLabel } from './reason-label'

type View = 'profile' | 'history' | 'rematch' | 'remove'

export interface UnmatchedListProps {
  /** My token balance, shown in the rematch confirmation (the wallet feature's pill). */
  balance?: ReactNode
}

/**
 * The unmatched profiles: a table on wider screens, a stacked list on phones with the same
 * information. Used by /app/unmatched and by the 'Unmatched' tab of Liked.
 */
export function UnmatchedList({ balance }: UnmatchedListProps) {
  const list = useUnmatched()
  const now = useNow(60_000)
  const navigate = useNavigate()
  const rematch = useRematch()
  const removeForever = useRemoveForever()
  const wallet = useWallet()
  const [open, setOpen] = useState<{ view: View; item: UnmatchedListItem } | null>(null)
  const show = (view: View, item: UnmatchedListItem) => setOpen({ view, item })
  const close = () => setOpen(null)

  if (list.isPending) return <LoadingIndicator />
  if (list.isError && !list.data) {
    return <ErrorScreen message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
  }
  if (list.data.length === 0) {
    return (
      <div
        role="status"
        className="rounded-3xl border border-dashed border-line bg-white/60 px-6 py-12 text-center"
      >
        <p className="font-display text-xl text-ink">No unmatched profiles</p>
        <p className="mt-2 text-muted">Profiles you've unmatched with will appear here</p>
        <Link to={paths.app.profiles} className={`${buttonClasses('primary', 'sm')} mt-5`}>
          <Compass aria-hidden size={16} />
          Discover profiles
        </Link>
      </div>
    )
  }

  const item = open?.item
  const name = item?.profile.name ?? ''

  function handleRematch() {
    if (!item) return
    rematch.mutate(item.id, {
      onSuccess: () => {
        close()
        toast.success('Rematch Successful', {
          description: `You and ${item.profile.name} are matched again. Each of you pays to unlock the chat.`,
        })
        // Where the next step is: the chat, opened on its payment card.
        navigate(paths.app.chat(item.id))
      },
      onError: (error) =>
        toast.error('Rematch Failed', {
          description: error instanceof ApiError ? error.message : MESSAGES.unexpectedErrorTryAgain,
        }),
    })
  }

  function handleRemoveForever() {
    if (!item) return
    removeForever.mutate(item.id, {
      onSuccess: () => {
        close()
        toast.success(`${item.profile.name} was removed from your unmatched profiles`)
      },
      onError: (error) =>
        toast.error('Failed to remove profile', {
          description: error instanceof ApiError ? error.message : MESSAGES.unexpectedErrorTryAgain,
        }),
    })
  }

  const actions = (row: UnmatchedListItem) => (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => show('profile', row)}>
        View Profile<span className="sr-only"> of {row.profile.name}</span>
      </Button>
      {row.canRematch ? (
        <Button size="sm" onClick={() => show('rematch', row)}>
          Rematch<span className="sr-only"> with {row.profile.name}</span>{' '}
          <span className="rounded-full bg-white/20 px-2 py-0.5 text-xs">{TOKEN_RULES.rematch} tokens</span>
        </Button>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => show('history', row)}>
          View Chat<span className="sr-only"> with {row.profile.name}</span>
        </Button>
      )}
    </div>
  )

  const lastMessage = (row: UnmatchedListItem) =>
    row.lastMessage ? (
      <>
        <span className="line-clamp-2 text-ink/90">
          {formatPreview(row.lastMessage.content, row.lastMessage.isMine)}
        </span>
        <span className="text-xs text-muted">
          {formatListTimestamp(new Date(row.lastMessage.createdAt), now)}
        </span>
      </>
    ) : (
      <span className="text-muted">No messages</span>
    )

  const profileCell = (row: UnmatchedListItem) => (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={row.profile.name} picture={row.profile.picture} />
      <div className="min-w-0">
        <p className="truncate font-medium text-ink">
          {row.profile.name}, {row.profile.age}
        </p>
        <p className="truncate text-sm text-muted">{row.profile.location.city || 'Unknown'}</p>
        <ReasonLabel reason={row.reason} name={row.profile.name} />
      </div>
    </div>
  )

  return (
    <>
      {/* Phones: one card per profile, the same three parts stacked. */}
      <ul aria-label="Unmatched profiles" className="space-y-3 sm:hidden">
        {list.data.map((row) => (
          <li key={row.id} className="space-y-3 rounded-3xl border border-line bg-white p-4">
            {profileCell(row)}
            <div className="flex flex-col gap-0.5 rounded-2xl bg-cream px-3 py-2 text-sm">
              <span className="text-xs font-medium uppercase tracking-wide text-gold-ink">Last Message</span>
              {lastMessage(row)}
            </div>
            {actions(row)}
          </li>
        ))}
      </ul>

      <div className="hidden overflow-hidden rounded-3xl border border-line bg-white sm:block">
        <table className="w-full text-start">
          <caption className="sr-only">Unmatched profiles</caption>
          <thead className="bg-sand/60 text-xs uppercase tracking-wide text-gold-ink">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Profile
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Last Message
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {list.data.map((row) => (
              <tr key={row.id} className="align-middle">
                <td className="w-[38%] px-4 py-3">{profileCell(row)}</td>
                <td className="px-4 py-3 text-sm">
                  <div className="flex flex-col gap-0.5">{lastMessage(row)}</div>
                </td>
                <td className="px-4 py-3">{actions(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {item && (
        <>
          <ProfileDetailDialog
            open={open?.view === 'profile'}
            onOpenChange={(next) => !next && close()}
            item={item}
            onRematch={() => show('rematch', item)}
            onHistory={() => show('history', item)}
            onRemove={() => show('remove', item)}
          />
          <ChatHistoryDialog
            open={open?.view === 'history'}
            onOpenChange={(next) => !next && close()}
            item={item}
            onBack={() => show('profile', item)}
            onRematch={() => show('rematch', item)}
            onRemove={() => show('remove', item)}
          />
          <ConfirmDialog
            open={open?.view === 'rematch'}
            onOpenChange={(next) => !next && close()}
            title={`Rematch with ${name}`}
            confirmLabel={`Pay ${TOKEN_RULES.rematch} Tokens & Rematch`}
            busyLabel="Rematching..."
            busy={rematch.isPending}
            blockedReason={
              wallet.data && wallet.data.balance < TOKEN_RULES.rematch ? (
                <>
                  <p className="font-medium">
                    You have {tokensLabel(wallet.data.balance)}: a rematch needs{' '}
                    {tokensLabel(TOKEN_RULES.rematch)}.
                  </p>
                  <p className="mt-1">{nextTopUpText(wallet.data.nextTopUp)}</p>
                </>
              ) : undefined
            }
            onConfirm={handleRematch}
          >
            <p>
              Rematching costs {tokensLabel(TOKEN_RULES.rematch)} now, and they are not refunded, even if the
              chat is then never unlocked. To talk again, the chat must then be unlocked:{' '}
              {tokensLabel(TOKEN_RULES.unlockStandard)} more from each of you, or{' '}
              {tokensLabel(TOKEN_RULES.unlockExpress)} from one of you for both.
            </p>
            <p className="mt-2">
              {name} is pulled back into your matches and told you rematched. You both get{' '}
              {TOKEN_RULES.paymentWindowMs / 3_600_000} hours to pay; whoever does not pay in time loses{' '}
              {tokensLabel(TOKEN_RULES.penalty)}, and every payment is refunded.
            </p>
            {balance && <p className="flex items-center gap-2 text-sm text-muted">Your balance {balance}</p>}
          </ConfirmDialog>
          <ConfirmDialog
            open={open?.view === 'remove'}
            onOpenChange={(next) => !next && close()}
            title={`Remove ${name} forever?`}
            confirmLabel="Remove Forever"
            busyLabel="Removing..."
            busy={removeForever.isPending}
            destructive
            onConfirm={handleRemoveForever}
          >
            <p>
              {name} will leave your unmatched profiles for good, and a rematch will no longer be possible.
              This cannot be undone.
            </p>
          </ConfirmDialog>
        </>
      )}
    </>
  )
}
