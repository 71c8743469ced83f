import { TOKEN_RULES, tokensLabel } from '@mithaq/domain'
import { cn } from '../ui/cn'

const HOUR_MS = 60 * 60 * 1000
const hours = (ms: number) => `${ms / HOUR_MS} hours`

/**
 * What each step of a match costs. Every number comes from the domain's TOKEN_RULES, the same
 * table the server charges from, so the screen can never quote a price the server does not take.
 */
export const TOKEN_PRICES: { label: string; cost: string }[] = [
  { label: 'Unlock a chat (each of you pays)', cost: tokensLabel(TOKEN_RULES.unlockStandard) },
  { label: 'Express: unlock it for both of you', cost: tokensLabel(TOKEN_RULES.unlockExpress) },
  {
    label: 'Unmatch',
    cost: `${tokensLabel(TOKEN_RULES.unmatchFeeUnlocked)} after the chat is unlocked, ${tokensLabel(TOKEN_RULES.unmatchFeeLocked)} before`,
  },
  { label: 'Rematch (not refunded)', cost: tokensLabel(TOKEN_RULES.rematch) },
  { label: 'Penalty for not paying or not replying in time', cost: tokensLabel(TOKEN_RULES.penalty) },
  { label: 'Block or report', cost: 'Free' },
]

/** The weekly top-up in plain words: how much, and for how long. */
export const WEEKLY_TOP_UP_RULE = `For your first ${TOKEN_RULES.weeklyTopUpForWeeks} weeks, we top your balance up to ${tokensLabel(TOKEN_RULES.weeklyTopUpTo)} once a week whenever it is lower.`

export const PAYMENT_WINDOW = hours(TOKEN_RULES.paymentWindowMs)
export const FIRST_MESSAGE_WINDOW = hours(TOKEN_RULES.initialTimerMs)
export const RESPONSE_WINDOW = hours(TOKEN_RULES.responseTimerMs)

/** The price list as a description list: what on the left, the cost on the right. */
export function TokenPriceList({ className }: { className?: string }) {
  return (
    <dl aria-label="Token prices" className={cn('divide-y divide-line', className)}>
      {TOKEN_PRICES.map(({ label, cost }) => (
        <div key={label} className="flex items-baseline justify-between gap-4 py-2 text-sm">
          <dt className="text-ink/90">{label}</dt>
          <dd className="shrink-0 text-end font-semibold text-ink tabular-nums max-w-[45%]">{cost}</dd>
        </div>
      ))}
    </dl>
  )
}
