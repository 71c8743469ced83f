import { TOKEN_RULES, type UnmatchedListItem } from '@mithaq/domain'
import type { TextKey } from '@mithaq/i18n'
import { Compass } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { cn } from '../../../../components/ui/cn'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { ErrorScreen } from '../../../../components/ui/error-boundary'
import { LoadingIndicator } from '../../../../components/ui/loading-indicator'
import { paths } from '../../../../config/paths'
import { Avatar } from '../../../../entities/profile/avatar'
import { BuyTokensAction } from '../../../../entities/tokens/buy-tokens'
import { nextTopUpText } from '../../../../entities/tokens/next-top-up'
import { hoursText, tokensText } from '../../../../entities/tokens/token-prices'
import { useWallet } from '../../../../entities/wallet/wallet'
import { formatNumber, useT } from '../../../../i18n'
import { isolate } from '../../../../i18n/isolate'
import { ApiError, errorMessage } from '../../../../lib/api-client'
import { useNow } from '../../../../lib/use-now'
import { useUnmatched } from '../../api/get-unmatched'
import { useRematch, useRemoveForever } from '../../api/match-actions'
import { listTimestamp, previewText } from '../../lib/chat-time'
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
  const t = useT()
  const tokens = (n: number) => tokensText(t, n)
  const list = useUnmatched()
  const now = useNow(60_000)
  const navigate = useNavigate()
  const rematch = useRematch()
  const removeForever = useRemoveForever()
  const wallet = useWallet()
  // Until the wallet answers, the button keeps its usual look.
  const affordable = wallet.data ? wallet.data.balance >= TOKEN_RULES.rematch : true
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
        <p className="font-display text-xl text-ink">{t('matches.unmatched.none')}</p>
        <p className="mt-2 text-muted">{t('matches.unmatched.noneText')}</p>
        <Link to={paths.app.profiles} className={`${buttonClasses('primary', 'sm')} mt-5`}>
          <Compass aria-hidden size={16} />
          {t('matches.unmatched.discover')}
        </Link>
      </div>
    )
  }

  const item = open?.item
  const name = item?.profile.name ?? ''
  const sex = item?.profile.sex ?? null

  function handleRematch() {
    if (!item) return
    rematch.mutate(item.id, {
      onSuccess: () => {
        close()
        toast.success(t('matches.rematch.done'), {
          description: t('matches.rematch.doneText', { name: item.profile.name, sex: item.profile.sex }),
        })
        // Where the next step is: the chat, opened on its payment card.
        navigate(paths.app.chat(item.id))
      },
      onError: (error) =>
        toast.error(t('matches.rematch.failed'), {
          description: error instanceof ApiError ? error.message : t('notices.unexpectedErrorTryAgain'),
        }),
    })
  }

  function handleRemoveForever() {
    if (!item) return
    removeForever.mutate(item.id, {
      onSuccess: () => {
        close()
        toast.success(t('matches.remove.done', { name: item.profile.name, sex: item.profile.sex }))
      },
      onError: (error) =>
        toast.error(t('matches.remove.failed'), {
          description: error instanceof ApiError ? error.message : t('notices.unexpectedErrorTryAgain'),
        }),
    })
  }

  // A button's words with the person's name in them, and the part only screen readers need hidden.
  const labelFor = (key: TextKey, row: UnmatchedListItem) =>
    t.rich<ReactNode>(
      key,
      {
        sr: (chunks) => (
          <span key="sr" className="sr-only">
            {chunks}
          </span>
        ),
      },
      { name: row.profile.name, sex: row.profile.sex },
    )

  const actions = (row: UnmatchedListItem) => (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => show('profile', row)}>
        {labelFor('matches.unmatched.viewProfile', row)}
      </Button>
      {row.canRematch ? (
        // Below the price it is not the call to action: the confirmation says what is missing.
        <Button variant={affordable ? 'primary' : 'secondary'} size="sm" onClick={() => show('rematch', row)}>
          {labelFor('matches.unmatched.rematchWith', row)}{' '}
          <span
            className={cn('rounded-full px-2 py-0.5 text-xs', affordable ? 'bg-white/20' : 'bg-primary-soft')}
          >
            {tokens(TOKEN_RULES.rematch)}
          </span>
        </Button>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => show('history', row)}>
          {labelFor('matches.unmatched.viewChat', row)}
        </Button>
      )}
    </div>
  )

  const lastMessage = (row: UnmatchedListItem) =>
    row.lastMessage ? (
      <>
        <span dir="auto" className="line-clamp-2 text-start text-ink/90">
          {previewText(t, row.lastMessage.content, row.lastMessage.isMine)}
        </span>
        <span className="text-xs text-muted">
          {listTimestamp(t, new Date(row.lastMessage.createdAt), now)}
        </span>
      </>
    ) : (
      <span className="text-muted">{t('matches.unmatched.noMessages')}</span>
    )

  const profileCell = (row: UnmatchedListItem) => (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={row.profile.name} picture={row.profile.picture} />
      <div className="min-w-0">
        <p dir="auto" className="truncate text-start font-medium text-ink">
          {t('matches.nameAge', {
            name: row.profile.name,
            sex: row.profile.sex,
            age: formatNumber(row.profile.age),
          })}
        </p>
        <p dir="auto" className="truncate text-start text-sm text-muted">
          {row.profile.location.city || t('matches.unmatched.unknownCity')}
        </p>
        <ReasonLabel reason={row.reason} name={row.profile.name} sex={row.profile.sex} />
      </div>
    </div>
  )

  return (
    <>
      {/* Phones: one card per profile, the same three parts stacked. */}
      <ul aria-label={t('matches.unmatched.profiles')} className="space-y-3 sm:hidden">
        {list.data.map((row) => (
          <li key={row.id} className="space-y-3 rounded-3xl border border-line bg-white p-4">
            {profileCell(row)}
            <div className="flex flex-col gap-0.5 rounded-2xl bg-cream px-3 py-2 text-sm">
              <span className="text-xs font-medium uppercase tracking-wide text-gold-ink">
                {t('matches.unmatched.lastMessage')}
              </span>
              {lastMessage(row)}
            </div>
            {actions(row)}
          </li>
        ))}
      </ul>

      <div className="hidden overflow-hidden rounded-3xl border border-line bg-white sm:block">
        <table className="w-full text-start">
          <caption className="sr-only">{t('matches.unmatched.profiles')}</caption>
          <thead className="bg-sand/60 text-xs uppercase tracking-wide text-gold-ink">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('matches.unmatched.profile')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('matches.unmatched.lastMessage')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('matches.unmatched.actions')}
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
            title={t('matches.rematch.title', { name, sex })}
            confirmLabel={t('matches.rematch.confirm', { count: TOKEN_RULES.rematch })}
            busyLabel={t('matches.rematch.busy')}
            busy={rematch.isPending}
            blockedReason={
              wallet.data && wallet.data.balance < TOKEN_RULES.rematch ? (
                <>
                  <p className="font-medium">
                    {wallet.data.balance < 0
                      ? t('notices.balanceBelowZero')
                      : t('matches.rematch.cannot', {
                          balance: tokens(wallet.data.balance),
                          cost: tokens(TOKEN_RULES.rematch),
                        })}
                  </p>
                  <p className="mt-1">{nextTopUpText(wallet.data.nextTopUp, new Date(), t)}</p>
                  <BuyTokensAction />
                </>
              ) : undefined
            }
            onConfirm={handleRematch}
          >
            <p>
              {t('matches.rematch.cost', {
                cost: tokens(TOKEN_RULES.rematch),
                standard: tokens(TOKEN_RULES.unlockStandard),
                express: tokens(TOKEN_RULES.unlockExpress),
              })}
            </p>
            <p className="mt-2">
              {t.rich<ReactNode>('matches.rematch.window', isolate(name), {
                name,
                sex,
                window: hoursText(TOKEN_RULES.paymentWindowMs),
                penalty: tokens(TOKEN_RULES.penalty),
              })}
            </p>
            {balance && (
              <p className="flex items-center gap-2 text-sm text-muted">
                {t('chat.payment.yourBalance')} {balance}
              </p>
            )}
          </ConfirmDialog>
          <ConfirmDialog
            open={open?.view === 'remove'}
            onOpenChange={(next) => !next && close()}
            title={t('matches.remove.title', { name, sex })}
            confirmLabel={t('matches.removeForever')}
            busyLabel={t('matches.remove.busy')}
            busy={removeForever.isPending}
            destructive
            onConfirm={handleRemoveForever}
          >
            <p>{t.rich<ReactNode>('matches.remove.text', isolate(name), { name, sex })}</p>
          </ConfirmDialog>
        </>
      )}
    </>
  )
}
