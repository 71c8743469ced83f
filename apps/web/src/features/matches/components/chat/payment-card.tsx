import {
  type MatchDetail,
  MESSAGES,
  type PaymentOutcome,
  TOKEN_RULES,
  tokensLabel,
  type Wallet,
} from '@mithaq/domain'
import { CheckCircle2, Circle, CircleHelp, Zap } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { HowTokensWorkDialog } from '../../../../components/tokens/how-tokens-work-dialog'
import { nextTopUpText } from '../../../../components/tokens/next-top-up'
import { Button } from '../../../../components/ui/button'
import { cn } from '../../../../components/ui/cn'

export const PAYMENT_TEXT: Record<PaymentOutcome, string> = {
  express_unlocked: MESSAGES.paymentExpressUnlocked,
  unlocked: MESSAGES.paymentUnlocked,
  waiting: MESSAGES.paymentWaiting,
}

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
 * A way I cannot afford is disabled and says why, with the date of my next weekly top-up, and
 * 'How tokens work' gives every rule before I pay (decisions 180, 181).
 */
export function PaymentCard({ match, balance, wallet, paying, onPay }: PaymentCardProps) {
  const name = match.profile.name
  const { me, them } = match
  const [explaining, setExplaining] = useState(false)
  const held = wallet?.balance
  const cannotPay = held !== undefined && held < TOKEN_RULES.unlockStandard
  const cannotExpress = held !== undefined && held < TOKEN_RULES.unlockExpress
  const reason =
    held === undefined || !cannotExpress
      ? null
      : cannotPay
        ? `You have ${tokensLabel(held)}: unlocking needs ${tokensLabel(TOKEN_RULES.unlockStandard)}, express ${tokensLabel(TOKEN_RULES.unlockExpress)}.`
        : `You have ${tokensLabel(held)}: enough to pay ${tokensLabel(TOKEN_RULES.unlockStandard)}, not for express (${tokensLabel(TOKEN_RULES.unlockExpress)}).`
  return (
    <section
      aria-labelledby="payment-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="payment-title" className="font-display text-xl text-ink">
          Unlock your chat
        </h2>
        <div className="flex items-center gap-2 text-sm text-muted">
          <span>Your balance</span>
          {balance}
        </div>
      </div>

      {them.paid && !me.paid && (
        <p className="mt-3 rounded-2xl bg-gold/25 px-4 py-3 text-sm text-gold-ink">
          {name} has paid. Pay {TOKEN_RULES.unlockStandard} tokens to unlock your chat.
        </p>
      )}

      <ul className="mt-4 space-y-2 text-sm">
        <PaidState paid={me.paid}>
          {me.paid ? `You have paid ${me.paidAmount} tokens` : 'You have not paid yet'}
        </PaidState>
        <PaidState paid={them.paid}>{them.paid ? `${name} has paid` : `${name} has not paid yet`}</PaidState>
      </ul>

      {me.paid ? (
        <p className="mt-4 text-sm text-muted">
          Waiting for {name} to pay. The chat unlocks as soon as they do.
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
            {paying === 'standard' ? 'Paying...' : `Pay ${TOKEN_RULES.unlockStandard} tokens`}
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
              {paying === 'express' ? 'Paying...' : `Express access · ${TOKEN_RULES.unlockExpress} tokens`}
            </Button>
          )}
        </div>
      )}
      {!me.paid && reason && wallet && (
        <div id="pay-reason" className="mt-3 rounded-2xl bg-destructive-soft px-4 py-3 text-sm text-ink">
          <p className="font-medium">{reason}</p>
          <p className="mt-1">{nextTopUpText(wallet.nextTopUp)}</p>
        </div>
      )}
      {!me.paid && !them.paid && (
        <p id="express-hint" className="mt-3 text-xs text-muted">
          Each of you pays {TOKEN_RULES.unlockStandard} tokens, or you pay {TOKEN_RULES.unlockExpress} and the
          chat opens for both of you at once.
        </p>
      )}
      <Button variant="ghost" size="sm" className="mt-2 -ms-2" onClick={() => setExplaining(true)}>
        <CircleHelp aria-hidden size={16} />
        How tokens work
      </Button>
      <HowTokensWorkDialog open={explaining} onOpenChange={setExplaining} />
    </section>
  )
}

/** Shown after a successful payment, until the screen returns to the matches list. */
export function PaymentConfirmation({ outcome }: { outcome: PaymentOutcome }) {
  return (
    <section
      role="status"
      className="flex flex-col items-center gap-2 rounded-3xl border border-primary/30 bg-primary-soft p-6 text-center"
    >
      <CheckCircle2 aria-hidden size={36} className="text-primary" />
      <h2 className="font-display text-xl text-ink">{MESSAGES.paymentSuccessfulTitle}</h2>
      <p className="text-ink/90">{PAYMENT_TEXT[outcome]}</p>
      <p className="text-sm text-muted">Taking you back to your matches…</p>
    </section>
  )
}

/** The anti-ghosting promise, in place of the messages while the chat is locked. */
export function AntiGhostingNotice() {
  return (
    <section aria-labelledby="anti-ghosting-title" className="rounded-3xl bg-sand/70 p-5">
      <h2 id="anti-ghosting-title" className="font-display text-lg text-ink">
        Why chats start with tokens
      </h2>
      <ul className="mt-3 list-disc space-y-2 ps-5 text-sm leading-relaxed text-ink/90">
        <li>A few tokens from each of you show that you are both taking this match seriously.</li>
        <li>
          Not unlocking before the window closes, or not replying before the timer runs out, costs a penalty
          token.
        </li>
        <li>If the chat is never unlocked, every token paid toward it is refunded.</li>
        <li>Be mindful of your manners, keep it halal, and reply on time.</li>
      </ul>
    </section>
  )
}
