import { type MatchDetail, type PaymentOutcome, TOKEN_RULES, type Wallet } from '@mithaq/domain'
import { CheckCircle2, Circle, CircleHelp, Zap } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { cn } from '../../../../components/ui/cn'
import { BuyTokensAction } from '../../../../entities/tokens/buy-tokens'
import { HowTokensWorkDialog } from '../../../../entities/tokens/how-tokens-work-dialog'
import { nextTopUpText } from '../../../../entities/tokens/next-top-up'
import { tokensText } from '../../../../entities/tokens/token-prices'
import { formatNumber, t, useT } from '../../../../i18n'
import { isolate } from '../../../../i18n/isolate'

const paymentText = (outcome: PaymentOutcome): string =>
  outcome === 'express_unlocked'
    ? t('notices.paymentExpressUnlocked')
    : outcome === 'unlocked'
      ? t('notices.paymentUnlocked')
      : t('notices.paymentWaiting')

function PaidState({ paid, children }: { paid: boolean; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      {paid ? (
        <CheckCircle2 aria-hidden size={18} className="shrink-0 text-primary" />
      ) : (
        <Circle aria-hidden size={18} className="shrink-0 text-muted" />
      )}
      <span className={cn(paid ? 'text-ink' : 'text-muted')}>{children}</span>
    </li>
  )
}

export interface PaymentCardProps {
  match: MatchDetail
  /** My token balance (the wallet feature's pill). */
  balance: ReactNode
  /** My wallet, when loaded: what I cannot afford is disabled, with the reason and the next top-up. */
  wallet?: Wallet
  paying: 'standard' | 'express' | null
  onPay: (express: boolean) => void
}

/**
 * While locked: who has paid, and the two ways to unlock (3 tokens each, or 6 once for both).
 * A way I cannot afford is disabled and says why (a balance below zero after a refunded purchase
 * too), with the date of my next weekly top-up and, when the web can pay, Buy Tokens; and
 * 'How tokens work' gives every rule before I pay (decisions 180, 181).
 */
export function PaymentCard({ match, balance, wallet, paying, onPay }: PaymentCardProps) {
  const t = useT()
  const tokens = (n: number) => tokensText(t, n)
  const name = match.profile.name
  const sex = match.profile.sex
  const { me, them } = match
  const [explaining, setExplaining] = useState(false)
  const held = wallet?.balance
  const cannotPay = held !== undefined && held < TOKEN_RULES.unlockStandard
  const cannotExpress = held !== undefined && held < TOKEN_RULES.unlockExpress
  const reason =
    held === undefined || !cannotExpress
      ? null
      : held < 0
        ? t('notices.balanceBelowZero')
        : cannotPay
          ? t('chat.payment.cannotPay', {
              balance: tokens(held),
              standard: tokens(TOKEN_RULES.unlockStandard),
              express: tokens(TOKEN_RULES.unlockExpress),
            })
          : t('chat.payment.cannotExpress', {
              balance: tokens(held),
              standard: tokens(TOKEN_RULES.unlockStandard),
              express: tokens(TOKEN_RULES.unlockExpress),
            })
  return (
    <section
      aria-labelledby="payment-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="payment-title" className="font-display text-xl text-ink">
          {t('chat.payment.title')}
        </h2>
        <div className="flex items-center gap-2 text-sm text-muted">
          <span>{t('chat.payment.yourBalance')}</span>
          {balance}
        </div>
      </div>

      {them.paid && !me.paid && (
        <p className="mt-3 rounded-2xl bg-gold/25 px-4 py-3 text-sm text-gold-ink">
          {t.rich<ReactNode>('chat.payment.theyPaidPay', isolate(name), {
            name,
            sex,
            count: TOKEN_RULES.unlockStandard,
          })}
        </p>
      )}

      <ul className="mt-4 space-y-2 text-sm">
        <PaidState paid={me.paid}>
          {me.paid ? t('chat.payment.youPaid', { count: me.paidAmount }) : t('chat.payment.youNotPaid')}
        </PaidState>
        <PaidState paid={them.paid}>
          {t.rich<ReactNode>(
            them.paid ? 'chat.payment.theyPaid' : 'chat.payment.theyNotPaid',
            isolate(name),
            { name, sex },
          )}
        </PaidState>
      </ul>

      {me.paid ? (
        <p className="mt-4 text-sm text-muted">
          {t.rich<ReactNode>('chat.payment.waiting', isolate(name), { name, sex })}
        </p>
      ) : (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Button
            className="sm:flex-1"
            onClick={() => onPay(false)}
            disabled={paying !== null || cannotPay}
            aria-busy={paying === 'standard'}
            aria-describedby={cannotPay ? 'pay-reason' : undefined}
          >
            {paying === 'standard'
              ? t('chat.payment.paying')
              : t('chat.payment.pay', { count: TOKEN_RULES.unlockStandard })}
          </Button>
          {!them.paid && (
            <Button
              variant="secondary"
              className="sm:flex-1"
              onClick={() => onPay(true)}
              disabled={paying !== null || cannotExpress}
              aria-busy={paying === 'express'}
              aria-describedby={cannotExpress ? 'pay-reason express-hint' : 'express-hint'}
            >
              <Zap aria-hidden size={18} />
              {paying === 'express'
                ? t('chat.payment.paying')
                : t('chat.payment.express', { count: TOKEN_RULES.unlockExpress })}
            </Button>
          )}
        </div>
      )}
      {!me.paid && reason && wallet && (
        <div id="pay-reason" className="mt-3 rounded-2xl bg-destructive-soft px-4 py-3 text-sm text-ink">
          <p className="font-medium">{reason}</p>
          <p className="mt-1">{nextTopUpText(wallet.nextTopUp, new Date(), t)}</p>
        </div>
      )}
      {!me.paid && reason && wallet && <BuyTokensAction />}
      {!me.paid && !them.paid && (
        <p id="express-hint" className="mt-3 text-xs text-muted">
          {t('chat.payment.expressHint', {
            standard: formatNumber(TOKEN_RULES.unlockStandard),
            express: formatNumber(TOKEN_RULES.unlockExpress),
          })}
        </p>
      )}
      <Button variant="ghost" size="sm" className="mt-2 -ms-2" onClick={() => setExplaining(true)}>
        <CircleHelp aria-hidden size={16} />
        {t('tokens.how.title')}
      </Button>
      <HowTokensWorkDialog open={explaining} onOpenChange={setExplaining} />
    </section>
  )
}

/** Shown after a successful payment, until the screen returns to the matches list. */
export function PaymentConfirmation({ outcome }: { outcome: PaymentOutcome }) {
  const t = useT()
  return (
    <section
      role="status"
      className="flex flex-col items-center gap-2 rounded-3xl border border-primary/30 bg-primary-soft p-6 text-center"
    >
      <CheckCircle2 aria-hidden size={36} className="text-primary" />
      <h2 className="font-display text-xl text-ink">{t('notices.paymentSuccessfulTitle')}</h2>
      <p className="text-ink/90">{paymentText(outcome)}</p>
      <p className="text-sm text-muted">{t('chat.payment.takingYouBack')}</p>
    </section>
  )
}

/** The anti-ghosting promise, in place of the messages while the chat is locked. */
export function AntiGhostingNotice() {
  const t = useT()
  return (
    <section aria-labelledby="anti-ghosting-title" className="rounded-3xl bg-sand/70 p-5">
      <h2 id="anti-ghosting-title" className="font-display text-lg text-ink">
        {t('chat.antiGhosting.title')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 ps-5 text-sm leading-relaxed text-ink/90">
        <li>{t('chat.antiGhosting.seriously')}</li>
        <li>{t('chat.antiGhosting.penalty')}</li>
        <li>{t('chat.antiGhosting.refund')}</li>
        <li>{t('chat.antiGhosting.manners')}</li>
      </ul>
    </section>
  )
}
