import { type NextTopUpWire, TOKEN_RULES, tokensLabel } from '@mithaq/domain'

// Made on first use (building one takes a few milliseconds at start on a phone).
let dateFormat: Intl.DateTimeFormat | undefined
const formatDate = (date: Date) => {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' })
  return dateFormat.format(date)
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString()

/**
 * The next weekly top-up in words, from the wallet's `nextTopUp` (the server applies the rule):
 * "Next weekly top-up: +10 tokens on Tuesday, December 2." Null means none is left.
 */
export function nextTopUpText(nextTopUp: NextTopUpWire | null, now = new Date()): string {
  if (!nextTopUp) {
    return `Weekly top-ups cover your first ${TOKEN_RULES.weeklyTopUpForWeeks} weeks, and yours are over.`
  }
  const at = new Date(nextTopUp.at)
  const when = at.getTime() <= now.getTime() || sameDay(at, now) ? 'today' : `on ${formatDate(at)}`
  if (nextTopUp.amount === 0) {
    return `Next weekly top-up ${when}, if your balance is below ${tokensLabel(nextTopUp.upTo)} by then.`
  }
  return `Next weekly top-up: +${tokensLabel(nextTopUp.amount)} ${when} (back up to ${tokensLabel(nextTopUp.upTo)}).`
}

/** The line itself, for the wallet, the payment card and the like-back warning. */
export function NextTopUp({ nextTopUp, className }: { nextTopUp: NextTopUpWire | null; className?: string }) {
  return <p className={className}>{nextTopUpText(nextTopUp)}</p>
}
