import { type MatchDetail, MESSAGES, type PaymentOutcome, TOKEN_RULES } from '@mithaq/domain'
import { CheckCircle2, Circle, Zap } from 'lucide-react'
import type { ReactNode } from 'react'
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
  paying: 'standard' | 'express' | null
  onPay: (express: boolean) => void
}

/** While locked: who has paid, and the two ways to unlock (3 tokens each, or 6 once for both). */
export function PaymentCard({ match, balance, paying, onPay }: PaymentCardProps) {
  const name = match.profile.name
  const { me, them } = match
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
            disabled={paying !== null}
            aria-busy={paying === 'standard'}
          >
            {paying === 'standard' ? 'Paying...' : `Pay ${TOKEN_RULES.unlockStandard} tokens`}
          </Button>
          {!them.paid && (
            <Button
              variant="secondary"
              className="sm:flex-1"
              onClick={() => onPay(true)}
              disabled={paying !== null}
              aria-busy={paying === 'express'}
              aria-describedby="express-hint"
            >
              <Zap aria-hidden size={18} />
              {paying === 'express' ? 'Paying...' : `Express access · ${TOKEN_RULES.unlockExpress} tokens`}
            </Button>
          )}
        </div>
      )}
      {!me.paid && !them.paid && (
        <p id="express-hint" className="mt-3 text-xs text-muted">
          Each of you pays {TOKEN_RULES.unlockStandard} tokens, or you pay {TOKEN_RULES.unlockExpress} and the
          chat opens for both of you at once.
        </p>
      )}
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
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-ink/90">
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
