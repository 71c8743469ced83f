import { type TokenTransaction, WALLET_HISTORY_SIZE } from '@mithaq/domain'
import { CircleAlert, CircleHelp, Coins, Sparkles } from 'lucide-react'
import { Suspense, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../components/ui/cn'
import { Dialog } from '../../../components/ui/dialog'
import { LoadingIndicator } from '../../../components/ui/loading-indicator'
import { HowTokensWorkDialog } from '../../../entities/tokens/how-tokens-work-dialog'
import { NextTopUp } from '../../../entities/tokens/next-top-up'
import { TokenPriceList, tokensText, weeklyTopUpRule } from '../../../entities/tokens/token-prices'
import { useWallet } from '../../../entities/wallet/wallet'
import { formatDate, formatNumber, formatSigned, useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { lazyWithTexts } from '../../../lib/lazy-with-texts'
import {
  CHECKOUT_CANCELLED,
  CHECKOUT_RETURN_PARAM,
  canBuy,
  PURCHASE_PARAM,
  usePaymentPacks,
} from '../../../lib/payments'
import { ledgerText } from './ledger-text'

const PurchasePanel = lazyWithTexts(() => import('./purchases'), 'PurchasePanel', ['payments'])
const PurchaseReturn = lazyWithTexts(() => import('./purchases'), 'PurchaseReturn', ['payments'])

/** The payment page's way back to the wallet: ?purchase=<its id>, or ?checkout=cancelled. */
function usePurchaseReturn() {
  const { search, hash, pathname } = useLocation()
  const navigate = useNavigate()
  const params = new URLSearchParams(search)
  const externalId = params.get(PURCHASE_PARAM)
  const cancelled = params.get(CHECKOUT_RETURN_PARAM) === CHECKOUT_CANCELLED
  const close = () => {
    params.delete(PURCHASE_PARAM)
    params.delete(CHECKOUT_RETURN_PARAM)
    const rest = params.toString()
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true })
  }
  return externalId || cancelled ? { externalId, cancelled, close } : null
}

function TransactionRow({ transaction }: { transaction: TokenTransaction }) {
  const t = useT()
  const credit = transaction.amount > 0
  const tokens = tokensText(t, Math.abs(transaction.amount))
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <div className="min-w-0">
        <p className="truncate text-sm text-ink">{ledgerText(t, transaction)}</p>
        <p className="text-xs text-muted">
          <time dateTime={transaction.createdAt}>
            {formatDate(transaction.createdAt, { month: 'short', day: 'numeric', year: 'numeric' })}
          </time>
        </p>
      </div>
      <span
        className={cn('shrink-0 font-semibold tabular-nums', credit ? 'text-primary' : 'text-destructive')}
      >
        <span aria-hidden>{formatSigned(transaction.amount)}</span>
        <span className="sr-only">
          {credit ? t('tokens.wallet.credit', { tokens }) : t('tokens.wallet.debit', { tokens })}
        </span>
      </span>
    </li>
  )
}

/**
 * The token wallet on /app/account: balance, the weekly top-up rule with the date and amount of
 * the next one, the price list with the 'How tokens work' sheet, Recent Transactions, and buying.
 * When the app can pay (the web's payment page, or the store in the apps), the packs and the
 * purchase history (loaded only then), and the purchase the payment page just sent the member back
 * with; otherwise Buy Tokens only says buying is not
 * offered yet, so it is a quiet button, not the card's main call (decision 180). A balance below
 * zero (a refunded purchase whose tokens were spent) says why. The balance pill of the top bar and
 * rail leads here (#wallet).
 */
export function WalletCard() {
  const t = useT()
  const wallet = useWallet()
  const [buying, setBuying] = useState(false)
  const [explaining, setExplaining] = useState(false)
  const packs = usePaymentPacks()
  const back = usePurchaseReturn()
  const { hash } = useLocation()
  const sectionRef = useRef<HTMLElement>(null)
  const returning = back !== null
  useEffect(() => {
    if (hash === '#wallet' || returning) sectionRef.current?.scrollIntoView({ block: 'start' })
  }, [hash, returning])
  return (
    <section
      ref={sectionRef}
      id="wallet"
      aria-labelledby="wallet-title"
      className="scroll-mt-20 rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="wallet-title" className="font-display text-xl text-ink">
          {t('tokens.wallet.title')}
        </h2>
        <Coins aria-hidden size={22} className="text-gold-ink" />
      </div>

      {back && (
        <Suspense fallback={null}>
          <PurchaseReturn externalId={back.externalId} cancelled={back.cancelled} onClose={back.close} />
        </Suspense>
      )}

      {wallet.isPending ? (
        <LoadingIndicator size="small" />
      ) : wallet.isError && !wallet.data ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-destructive">{errorMessage(wallet.error)}</span>
          <Button variant="secondary" size="sm" onClick={() => void wallet.refetch()}>
            {t('tokens.wallet.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-3 flex items-baseline gap-2">
            <span className="font-display text-4xl text-ink tabular-nums" aria-live="polite">
              {formatNumber(wallet.data.balance)}
            </span>
            <span className="text-muted">{t('tokens.wallet.unit', { count: wallet.data.balance })}</span>
          </p>
          {wallet.data.balance < 0 && (
            <p className="mt-2 flex gap-2 rounded-2xl bg-destructive-soft px-3 py-2 text-sm text-ink">
              <CircleAlert aria-hidden size={16} className="mt-0.5 shrink-0 text-destructive" />
              {t('notices.balanceBelowZero')}
            </p>
          )}
          <div className="mt-3 rounded-2xl bg-gold/25 px-3 py-2 text-sm text-gold-ink">
            <p className="flex items-center gap-2 font-medium">
              <Sparkles aria-hidden size={16} className="shrink-0" />
              {t('tokens.wallet.newUsers')}
            </p>
            <p className="mt-1 text-ink/90">{weeklyTopUpRule(t)}</p>
            <NextTopUp nextTopUp={wallet.data.nextTopUp} className="mt-1 font-semibold text-ink" />
          </div>

          <div className="mt-5 flex items-center justify-between gap-3">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-gold-ink">
              {t('tokens.wallet.prices')}
            </h3>
            <Button variant="ghost" size="sm" onClick={() => setExplaining(true)}>
              <CircleHelp aria-hidden size={16} />
              {t('tokens.how.title')}
            </Button>
          </div>
          <TokenPriceList className="mt-1" />

          <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-gold-ink">
            {t('tokens.wallet.recent')}
          </h3>
          {wallet.data.transactions.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('tokens.wallet.noTransactions')}</p>
          ) : (
            <ul className="mt-1 divide-y divide-line">
              {wallet.data.transactions.slice(0, WALLET_HISTORY_SIZE).map((t) => (
                <TransactionRow key={t.id} transaction={t} />
              ))}
            </ul>
          )}
        </>
      )}

      {canBuy(packs.data) ? (
        <Suspense fallback={<LoadingIndicator size="small" />}>
          <PurchasePanel offer={packs.data} />
        </Suspense>
      ) : packs.data ? (
        <Button variant="secondary" size="sm" className="mt-5" onClick={() => setBuying(true)}>
          {t('tokens.wallet.buy')}
        </Button>
      ) : null}
      <HowTokensWorkDialog open={explaining} onOpenChange={setExplaining} />
      <Dialog open={buying} onOpenChange={setBuying} title={t('notices.tokenPurchasingComingSoon')}>
        <p className="text-ink/90">{t('tokens.wallet.buyNotYet')}</p>
        <Button className="mt-5 w-full" onClick={() => setBuying(false)}>
          {t('tokens.wallet.ok')}
        </Button>
      </Dialog>
    </section>
  )
}
