import type { PurchaseDto } from '@mithaq/domain'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Field, Input } from '../../../components/ui/field'
import { LoadingIndicator } from '../../../components/ui/loading-indicator'
import { tokensText } from '../../../entities/tokens/token-prices'
import { useT } from '../../../i18n'
import { formatPaid } from '../../../i18n/money'
import { errorMessage } from '../../../lib/api-client'
import { memberPurchasesOptions, useRefundPurchase } from '../api/moderation-calls'
import { when } from '../lib/words'

/**
 * The console's Purchases tab: one member's purchases, found by their id, each with its status;
 * a card purchase that is credited can be refunded, after a confirmation that says what follows
 * (the money goes back through Stripe, the tokens are taken back, the balance may go below zero).
 * Store purchases are refunded by Apple or Google, so they have no button here.
 */
export function MemberPurchases() {
  const t = useT()
  const [draft, setDraft] = useState('')
  const [memberId, setMemberId] = useState('')
  const purchases = useQuery({ ...memberPurchasesOptions(memberId), enabled: memberId !== '' })

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setMemberId(draft.trim())
  }

  return (
    <div className="space-y-5">
      <form onSubmit={handleSubmit} className="space-y-3 rounded-3xl border border-line bg-white p-5">
        <p className="text-sm text-ink/90">{t('moderation.purchases.intro')}</p>
        <Field label={t('moderation.purchases.memberId')} hint={t('moderation.purchases.memberIdHint')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={draft.trim() === ''}>
          {t('moderation.purchases.show')}
        </Button>
      </form>
      {memberId !== '' &&
        (purchases.isPending ? (
          <LoadingIndicator size="small" />
        ) : purchases.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-destructive">{errorMessage(purchases.error)}</p>
            <Button variant="secondary" onClick={() => void purchases.refetch()}>
              {t('moderation.tryAgain')}
            </Button>
          </div>
        ) : purchases.data.purchases.length === 0 ? (
          <p className="rounded-3xl border border-line bg-white p-5 text-muted">
            {t('moderation.purchases.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-line rounded-3xl border border-line bg-white">
            {purchases.data.purchases.map((purchase) => (
              <PurchaseRow key={purchase.id} purchase={purchase} />
            ))}
          </ul>
        ))}
    </div>
  )
}

function PurchaseRow({ purchase }: { purchase: PurchaseDto }) {
  const t = useT()
  const refund = useRefundPurchase()
  const [confirming, setConfirming] = useState(false)
  // A Google Play purchase has no price here (the Play Console has it).
  const price = formatPaid(purchase.amountMinor, purchase.currency) ?? ''
  const tokens = tokensText(t, purchase.tokens)

  async function handleRefund() {
    try {
      await refund.mutateAsync(purchase.id)
      toast.success(t('moderation.purchases.refunded'))
    } catch (err) {
      toast.error(errorMessage(err))
      throw err
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium text-ink">
          {price ? t('moderation.purchases.row', { tokens, price }) : tokens}
        </p>
        <p className="text-sm text-muted">
          {when(purchase.createdAt)} · {t(`moderation.purchases.status.${purchase.status}`)}
        </p>
        <p dir="ltr" className="text-start text-xs text-muted">
          {purchase.provider} · {purchase.externalId}
        </p>
      </div>
      {purchase.provider !== 'stripe'
        ? purchase.status === 'credited' && (
            <p className="text-sm text-muted">{t('moderation.purchases.byStore')}</p>
          )
        : purchase.status === 'credited' && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('moderation.purchases.refund')}
            </Button>
          )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('moderation.purchases.confirmTitle')}
        description={t('moderation.purchases.confirmBody', { price, tokens })}
        confirmLabel={t('moderation.purchases.confirm', { price })}
        busyLabel={t('moderation.purchases.refunding')}
        destructive
        onConfirm={handleRefund}
      />
    </li>
  )
}
