import { formatCountdown, type MatchDetail } from '@mithaq/domain'
import { Hourglass } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { cn } from '../../../../components/ui/cn'
import { useNow } from '../../hooks/use-now'

interface RunningTimer {
  label: string
  expiresAt: string
}

/** Which of the match's timers is running now, and how the banner names it. */
export function runningTimer(match: MatchDetail): RunningTimer | null {
  if (match.status === 'unmatched') return null
  if (match.status === 'locked') {
    return match.paymentExpiresAt
      ? { label: 'Time left to unlock this chat', expiresAt: match.paymentExpiresAt }
      : null
  }
  if (match.awaitingResponseFrom && match.responseTimerExpiresAt) {
    return {
      label:
        match.awaitingResponseFrom === 'me' ? 'Your turn to respond' : `Waiting for ${match.profile.name}`,
      expiresAt: match.responseTimerExpiresAt,
    }
  }
  return match.initialTimerExpiresAt
    ? { label: 'Start a conversation', expiresAt: match.initialTimerExpiresAt }
    : null
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
  return (
    <div
      role="timer"
      aria-label={`${timer.label}: ${left ?? 'Expired'}`}
      className={cn(
        'flex items-center justify-between gap-3 rounded-2xl px-4 py-2.5 text-sm',
        expired ? 'bg-destructive-soft text-destructive' : 'bg-primary-soft text-primary',
      )}
    >
      <span className="flex min-w-0 items-center gap-2 font-medium">
        <Hourglass aria-hidden size={16} className="shrink-0" />
        <span className="truncate">{timer.label}</span>
      </span>
      <span className={cn('shrink-0 font-semibold tabular-nums', expired && 'uppercase tracking-wide')}>
        {left ?? 'Expired'}
      </span>
    </div>
  )
}
