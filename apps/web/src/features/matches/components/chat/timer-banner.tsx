import {
  formatCountdown,
  type MatchDetail,
  type MatchTimer,
  matchTimerConsequence,
  matchTimerLabel,
  runningMatchTimer,
} from '@mithaq/domain'
import { Hourglass } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { cn } from '../../../../components/ui/cn'
import { useNow } from '../../../../lib/use-now'

/** Which of the match's timers is running now, from my side. */
export function runningTimer(match: MatchDetail): MatchTimer | null {
  return runningMatchTimer({
    status: match.status,
    iPaid: match.me.paid,
    theyPaid: match.them.paid,
    paymentExpiresAt: match.paymentExpiresAt,
    initialTimerExpiresAt: match.initialTimerExpiresAt,
    responseTimerExpiresAt: match.responseTimerExpiresAt,
    awaitingResponseFrom: match.awaitingResponseFrom,
  })
}

// After a timer runs out the server applies the expiry on the next read; ask a few times in case
// this device's clock runs a little ahead of the server's.
const EXPIRY_CHECKS_MS = [1000, 5000, 15_000]

/** The countdown under the header; ticks every second, then shows 'Expired' in red. */
export function TimerBanner({ match, onExpired }: { match: MatchDetail; onExpired: () => void }) {
  const now = useNow(1000)
  const timer = runningTimer(match)
  const left = timer ? formatCountdown(Date.parse(timer.expiresAt) - now.getTime()) : null
  const expired = timer !== null && left === null
  const latestOnExpired = useRef(onExpired)
  useLayoutEffect(() => {
    latestOnExpired.current = onExpired
  })

  // One round of checks each time a timer runs out, not one per tick.
  useEffect(() => {
    if (!expired) return
    const timers = EXPIRY_CHECKS_MS.map((ms) => setTimeout(() => latestOnExpired.current(), ms))
    return () => timers.forEach(clearTimeout)
  }, [expired])

  if (!timer) return null
  const name = match.profile.name
  const label = matchTimerLabel(timer, name)
  const consequence = matchTimerConsequence(timer, name)
  return (
    <div
      className={cn(
        'rounded-2xl px-4 py-2.5 text-sm',
        expired ? 'bg-destructive-soft text-destructive' : 'bg-primary-soft text-primary',
      )}
    >
      <div
        role="timer"
        aria-label={`${label}: ${left ?? 'Expired'}`}
        className="flex items-center justify-between gap-3"
      >
        <span className="flex min-w-0 items-center gap-2 font-medium">
          <Hourglass aria-hidden size={16} className="shrink-0" />
          <span className="truncate">{label}</span>
        </span>
        <span className={cn('shrink-0 font-semibold tabular-nums', expired && 'uppercase tracking-wide')}>
          {left ?? 'Expired'}
        </span>
      </div>
      <p className={cn('mt-1 text-xs leading-snug', expired ? 'text-destructive' : 'text-ink/80')}>
        {consequence}
      </p>
    </div>
  )
}
