import { type MatchDetail, type MatchTimer, runningMatchTimer } from '@mithaq/domain'
import { Hourglass } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { cn } from '../../../../components/ui/cn'
import { useT } from '../../../../i18n'
import { useNow } from '../../../../lib/use-now'
import { countdown, timerConsequence, timerLabel } from '../../lib/chat-time'

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
  const t = useT()
  const now = useNow(1000)
  const timer = runningTimer(match)
  const left = timer ? countdown(Date.parse(timer.expiresAt) - now.getTime()) : null
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
  const who = { name: match.profile.name, sex: match.profile.sex }
  const label = timerLabel(t, timer, who)
  const consequence = timerConsequence(t, timer, who)
  const shown = left ?? t('chat.timer.expired')
  return (
    <div
      className={cn(
        'rounded-2xl px-4 py-2.5 text-sm',
        expired ? 'bg-destructive-soft text-destructive' : 'bg-primary-soft text-primary',
      )}
    >
      <div
        role="timer"
        aria-label={t('chat.timer.aria', { label, left: shown })}
        className="flex items-start justify-between gap-3"
      >
        {/* The label wraps rather than be cut: Urdu's and French's are long at 390 px. */}
        <span className="flex min-w-0 items-start gap-2 font-medium">
          <Hourglass aria-hidden size={16} className="mt-0.5 shrink-0" />
          <span className="min-w-0 break-words">{label}</span>
        </span>
        <span className={cn('shrink-0 font-semibold tabular-nums', expired && 'uppercase tracking-wide')}>
          {shown}
        </span>
      </div>
      <p className={cn('mt-1 text-xs leading-snug', expired ? 'text-destructive' : 'text-ink/80')}>
        {consequence}
      </p>
    </div>
  )
}
