import { PUSH_PREFERENCE_TYPES, type PushPreferences, type PushPreferenceType } from '@mithaq/domain'
import { BellOff, BellRing, ChevronDown } from 'lucide-react'
import { Switch } from 'radix-ui'
import { useEffect, useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../components/ui/cn'
import { disablePush, enablePush, pushPermission } from '../../../lib/push'
import { isNativeShell } from '../../../lib/transport'
import { usePushPreferences, useUpdatePushPreferences } from '../api/push-preferences'
import { type PushState, usePushState } from '../hooks/use-push-state'

const TYPE_LABELS: Record<PushPreferenceType, string> = {
  like: 'Likes',
  match: 'New matches',
  message: 'Messages',
  chat_unlocked: 'Chat unlocked',
  payment_required: 'Payment required',
  reminder: 'Timers about to end',
}

const STATE_TEXT: Record<PushState, string> = {
  checking: 'Checking this device…',
  unsupported: 'This browser cannot show push notifications. Everything still appears here, on this screen.',
  denied:
    "Notifications are blocked for Mithaq in this browser. To get them, allow notifications for this site in your browser's settings, then come back here.",
  off: 'Get told about likes, matches, messages and timers about to end, even when Mithaq is closed.',
  on: 'Push notifications are on for this device.',
}

/** In the Android and iOS app the permission lives in the phone's settings, not a browser's. */
const DENIED_IN_APP =
  "Notifications are blocked for Mithaq on this phone. To get them, allow notifications for Mithaq in your phone's settings, then come back here."

/** Push on this device (asked only when the user taps), and which kinds are pushed. */
export function PushSettings() {
  const { state, refresh } = usePushState()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const [open, setOpen] = useState(false)
  const listId = useId()

  async function turnOn() {
    setBusy(true)
    setFailed(false)
    const result = await enablePush()
    setFailed(result === 'failed')
    await refresh()
    setBusy(false)
  }

  async function turnOff() {
    setBusy(true)
    await disablePush()
    await refresh()
    setBusy(false)
  }

  return (
    <section
      aria-labelledby={`${listId}-title`}
      className="rounded-3xl border border-line bg-white px-4 py-4 sm:px-5"
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
            state === 'denied' ? 'bg-destructive-soft text-destructive' : 'bg-primary-soft text-primary',
          )}
        >
          {state === 'on' ? <BellRing aria-hidden size={18} /> : <BellOff aria-hidden size={18} />}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${listId}-title`} className="font-medium text-ink">
            Push notifications
          </h2>
          <p role="status" className="mt-0.5 text-sm text-muted">
            {state === 'denied' && isNativeShell ? DENIED_IN_APP : STATE_TEXT[state]}
            {failed && ' They could not be turned on just now. Please try again.'}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {state === 'off' && (
              <Button size="sm" onClick={turnOn} disabled={busy}>
                <BellRing aria-hidden size={16} />
                Turn on notifications
              </Button>
            )}
            {state === 'on' && (
              <Button variant="secondary" size="sm" onClick={turnOff} disabled={busy}>
                Turn off on this device
              </Button>
            )}
            {state !== 'unsupported' && state !== 'checking' && (
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setOpen((o) => !o)}
              >
                Choose what to be told about
                <ChevronDown
                  aria-hidden
                  size={16}
                  className={cn('transition-transform', open && 'rotate-180')}
                />
              </Button>
            )}
          </div>
        </div>
      </div>
      {open && <PreferenceSwitches id={listId} />}
    </section>
  )
}

function PreferenceSwitches({ id }: { id: string }) {
  const preferences = usePushPreferences()
  const update = useUpdatePushPreferences()
  if (preferences.isPending) return <p className="mt-4 text-sm text-muted">Loading your choices…</p>
  if (!preferences.data) {
    return (
      <p role="alert" className="mt-4 text-sm text-destructive">
        Your choices could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void preferences.refetch()}>
          Try again
        </button>
      </p>
    )
  }
  const current: PushPreferences = preferences.data
  return (
    <ul
      id={id}
      aria-label="Push notifications by kind"
      className="mt-4 divide-y divide-line border-t border-line"
    >
      {PUSH_PREFERENCE_TYPES.map((type) => (
        <li key={type} className="flex items-center justify-between gap-3 py-2.5">
          <label htmlFor={`${id}-${type}`} className="text-sm text-ink">
            {TYPE_LABELS[type]}
          </label>
          <Switch.Root
            id={`${id}-${type}`}
            checked={current[type]}
            onCheckedChange={(checked) => update.mutate({ ...current, [type]: checked })}
            className="relative h-7 w-12 shrink-0 rounded-full bg-muted/40 transition-colors data-[state=checked]:bg-primary"
          >
            <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
          </Switch.Root>
        </li>
      ))}
      {update.isError && (
        <li role="alert" className="py-2 text-sm text-destructive">
          That change could not be saved. Please try again.
        </li>
      )}
    </ul>
  )
}

/** After a first match, in the match moment: the one time push is offered unasked. */
export function PushOffer() {
  const [result, setResult] = useState<'idle' | 'busy' | 'enabled' | 'denied' | 'failed'>('idle')
  const [offered, setOffered] = useState(
    () => !isNativeShell && pushPermission() === 'default' && !localStorage.getItem(OFFERED_KEY),
  )
  useEffect(() => {
    // The app's permission can only be read asynchronously.
    if (!isNativeShell || localStorage.getItem(OFFERED_KEY)) return
    let current = true
    void import('../../../lib/native-push')
      .then(({ nativePushUnasked }) => nativePushUnasked())
      .then((unasked) => current && unasked && setOffered(true))
    return () => {
      current = false
    }
  }, [])
  useEffect(() => {
    if (offered) localStorage.setItem(OFFERED_KEY, '1')
  }, [offered])
  if (!offered) return null

  async function turnOn() {
    setResult('busy')
    const outcome = await enablePush()
    setResult(outcome === 'enabled' ? 'enabled' : outcome === 'denied' ? 'denied' : 'failed')
  }

  return (
    <div className="rounded-2xl bg-white px-4 py-3 text-sm text-ink">
      {result === 'enabled' ? (
        <p role="status">Notifications are on. We will tell you when it is your move.</p>
      ) : result === 'denied' ? (
        <p role="status">
          {isNativeShell
            ? "Notifications are blocked on this phone. You can allow them later in your phone's settings."
            : "Notifications are blocked in this browser. You can allow them later in your browser's settings."}
        </p>
      ) : (
        <>
          <p>
            Want to know when it is your move (a payment, a reply, a timer about to end), even with Mithaq
            closed?
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={turnOn}
            disabled={result === 'busy'}
          >
            <BellRing aria-hidden size={16} />
            Turn on notifications
          </Button>
          {result === 'failed' && (
            <p className="mt-2 text-muted">That did not work. Try again from Notifications.</p>
          )}
        </>
      )}
    </div>
  )
}

const OFFERED_KEY = 'mithaq.push-offered'
