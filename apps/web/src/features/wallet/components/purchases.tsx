import type { PurchaseDto } from '@mithaq/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, Info, LoaderCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../components/ui/cn'
import { PackList } from '../../../entities/tokens/pack-list'
import { useStoreUpdates } from '../../../entities/tokens/store-updates'
import { tokensText } from '../../../entities/tokens/token-prices'
import { walletQueryKey } from '../../../entities/wallet/wallet'
import { formatDate, useT } from '../../../i18n'
import { formatPaid } from '../../../i18n/money'
import { type PackOffer, purchasesQueryKey, purchasesQueryOptions } from '../../../lib/payments'
import { useServerEvents } from '../../../lib/socket-client'

/** How often, and how long, the wallet asks again about a purchase the payment page just confirmed. */
export const PURCHASE_POLL_MS = 2_000
export const PURCHASE_POLL_LIMIT_MS = 60_000

/**
 * The wallet's packs and purchase history, shown when the app can pay (loaded with the 'payments'
 * texts only then: the account screen of an install without payments never downloads them). In the
 * apps, it also takes the store's purchases finished elsewhere (Ask to Buy) into the balance.
 */
export function PurchasePanel({ offer }: { offer: PackOffer }) {
  const t = useT()
  useStoreUpdates(offer.channel === 'store')
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-gold-ink">
        {t('payments.packs.title')}
      </h3>
      <div className="mt-2">
        <PackList offer={offer} />
      </div>
      <PurchaseHistory />
    </>
  )
}

const STATUS_CLASSES: Record<PurchaseDto['status'], string> = {
  pending: 'bg-gold/30 text-gold-ink',
  credited: 'bg-primary-soft text-primary',
  reversed: 'bg-destructive-soft text-ink',
}

/** '10 tokens for $2.99', or '10 tokens' when the store did not say what was paid (Google Play). */
function paidFor(t: ReturnType<typeof useT>, purchase: PurchaseDto) {
  const tokens = tokensText(t, purchase.tokens)
  const price = formatPaid(purchase.amountMinor, purchase.currency)
  return price ? t('payments.history.row', { tokens, price }) : tokens
}

function PurchaseHistory() {
  const t = useT()
  const purchases = useQuery(purchasesQueryOptions)
  const list = purchases.data?.purchases ?? []
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-gold-ink">
        {t('payments.history.title')}
      </h3>
      {purchases.isPending ? null : purchases.isError ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-destructive">{t('payments.loadFailed')}</span>
          <Button variant="secondary" size="sm" onClick={() => void purchases.refetch()}>
            {t('payments.tryAgain')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('payments.history.empty')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-line">
          {list.map((purchase) => (
            // A long status ('Refunded, tokens taken back') goes under the row in a narrow card
            // rather than squeezing the pack's words into a column one word wide.
            <li
              key={purchase.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5"
            >
              <div className="min-w-40 flex-1">
                <p className="text-sm text-ink">{paidFor(t, purchase)}</p>
                <p className="text-xs text-muted">
                  <time dateTime={purchase.createdAt}>
                    {formatDate(purchase.createdAt, { month: 'short', day: 'numeric', year: 'numeric' })}
                  </time>
                  {' · '}
                  {t(`payments.provider.${purchase.provider}`)}
                </p>
              </div>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium',
                  STATUS_CLASSES[purchase.status],
                )}
              >
                {t(`payments.status.${purchase.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/**
 * Back from the payment page: 'Processing' until the server has the payment provider's word
 * (its webhook), then the tokens added; the wallet's balance and ledger are read again then.
 * Told live by the server ('wallet.updated') and, in case that is missed, asked every
 * PURCHASE_POLL_MS for at most PURCHASE_POLL_LIMIT_MS; after that, a calm word that it is slow.
 * A status region, so a screen reader hears each step.
 */
export function PurchaseReturn({
  externalId,
  cancelled,
  onClose,
}: {
  /** The payment provider's id of the purchase (the payment page's ?purchase=). */
  externalId: string | null
  cancelled: boolean
  onClose: () => void
}) {
  const t = useT()
  const queryClient = useQueryClient()
  const [startedAt] = useState(Date.now)
  const [late, setLate] = useState(false)
  const purchases = useQuery({
    ...purchasesQueryOptions,
    enabled: externalId !== null && !cancelled,
    refetchInterval: (query) => {
      const found = query.state.data?.purchases.find((p) => p.externalId === externalId)
      if (found && found.status !== 'pending') return false
      return Date.now() - startedAt < PURCHASE_POLL_LIMIT_MS ? PURCHASE_POLL_MS : false
    },
  })
  const purchase = purchases.data?.purchases.find((p) => p.externalId === externalId)
  const status = cancelled ? 'cancelled' : (purchase?.status ?? 'pending')

  useServerEvents((event) => {
    if (event.type === 'wallet.updated') void queryClient.invalidateQueries({ queryKey: purchasesQueryKey })
  })
  useEffect(() => {
    if (status !== 'pending') return
    const timer = setTimeout(() => setLate(true), PURCHASE_POLL_LIMIT_MS)
    return () => clearTimeout(timer)
  }, [status])
  useEffect(() => {
    // The ledger line and the balance that came with the purchase.
    if (status === 'credited' || status === 'reversed')
      void queryClient.invalidateQueries({ queryKey: walletQueryKey })
  }, [status, queryClient])

  const done = status === 'credited'
  return (
    <div
      className={cn(
        'mt-3 flex gap-3 rounded-2xl px-4 py-3 text-sm',
        done ? 'bg-primary-soft text-ink' : 'bg-sand text-ink',
      )}
    >
      {status === 'pending' ? (
        <LoaderCircle aria-hidden size={18} className="mt-0.5 shrink-0 animate-spin text-primary" />
      ) : done ? (
        <CheckCircle2 aria-hidden size={18} className="mt-0.5 shrink-0 text-primary" />
      ) : (
        <Info aria-hidden size={18} className="mt-0.5 shrink-0 text-muted" />
      )}
      <div className="min-w-0 flex-1">
        <div role="status">
          {status === 'pending' ? (
            <>
              <p className="font-semibold">{t('payments.processing.title')}</p>
              <p className="mt-0.5">{late ? t('payments.processing.slow') : t('payments.processing.body')}</p>
            </>
          ) : status === 'credited' ? (
            <p className="font-semibold">
              {t('payments.done', { tokens: tokensText(t, purchase?.tokens ?? 0) })}
            </p>
          ) : status === 'reversed' ? (
            <p>{t('payments.reversed')}</p>
          ) : (
            <p>{t('payments.cancelled')}</p>
          )}
        </div>
        {status !== 'pending' && (
          <Button variant="ghost" size="sm" className="mt-1 -ms-3" onClick={onClose}>
            {t('payments.close')}
          </Button>
        )}
      </div>
    </div>
  )
}
