import { PUSH_PREFERENCE_TYPES, type PushPreferences, type PushPreferenceType } from '@mithaq/domain'
import { BellOff, BellRing, ChevronDown } from 'lucide-react'
import { Switch } from 'radix-ui'
import { useEffect, useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../components/ui/cn'
import { disablePush, enablePush, pushPermission } from '../../../entities/push/push'
import { useT } from '../../../i18n'
import { isNativeShell } from '../../../lib/transport'
import { usePushPreferences, useUpdatePushPreferences } from '../api/push-preferences'
import { type PushState, usePushState } from '../hooks/use-push-state'

const typeLabel = (type: PushPreferenceType) => `notifications.push.kind.${type}` as const
const stateText = (state: PushState) => `notifications.push.state.${state}` as const

/** Push on this device (asked only when the user taps), and which kinds are pushed. */
export function PushSettings() {
  const t = useT()
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
            {t('notifications.push.heading')}
          </h2>
          <p role="status" className="mt-0.5 text-sm text-muted">
            {t(
              state === 'denied' && isNativeShell ? 'notifications.push.state.deniedInApp' : stateText(state),
            )}
            {failed && ` ${t('notifications.push.failed')}`}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {state === 'off' && (
              <Button size="sm" onClick={turnOn} disabled={busy}>
                <BellRing aria-hidden size={16} />
                {t('notifications.push.turnOn')}
              </Button>
            )}
            {state === 'on' && (
              <Button variant="secondary" size="sm" onClick={turnOff} disabled={busy}>
                {t('notifications.push.turnOff')}
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
                {t('notifications.push.choose')}
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
  const t = useT()
  const preferences = usePushPreferences()
  const update = useUpdatePushPreferences()
  if (preferences.isPending)
    return <p className="mt-4 text-sm text-muted">{t('notifications.push.loadingChoices')}</p>
  if (!preferences.data) {
    return (
      <p role="alert" className="mt-4 text-sm text-destructive">
        {t('notifications.push.choicesFailed')}{' '}
        <button type="button" className="underline" onClick={() => void preferences.refetch()}>
          {t('notifications.push.tryAgain')}
        </button>
      </p>
    )
  }
  const current: PushPreferences = preferences.data
  return (
    <ul
      id={id}
      aria-label={t('notifications.push.byKind')}
      className="mt-4 divide-y divide-line border-t border-line"
    >
      {PUSH_PREFERENCE_TYPES.map((type) => (
        <li key={type} className="flex items-center justify-between gap-3 py-2.5">
          <label htmlFor={`${id}-${type}`} className="text-sm text-ink">
            {t(typeLabel(type))}
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
          {t('notifications.push.saveFailed')}
        </li>
      )}
    </ul>
  )
}

/** After a first match, in the match moment: the one time push is offered unasked. */
export function PushOffer() {
  const t = useT()
  const [result, setResult] = useState<'idle' | 'busy' | 'enabled' | 'denied' | 'failed'>('idle')
  const [offered, setOffered] = useState(
    () => !isNativeShell && pushPermission() === 'default' && !localStorage.getItem(OFFERED_KEY),
  )
  useEffect(() => {
    // The app's permission can only be read asynchronously.
    if (!isNativeShell || localStorage.getItem(OFFERED_KEY)) return
    let current = true
    void import('../../../entities/push/native-push')
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
        <p role="status">{t('notifications.push.offerOn')}</p>
      ) : result === 'denied' ? (
        <p role="status">
          {t(isNativeShell ? 'notifications.push.offerDeniedInApp' : 'notifications.push.offerDenied')}
        </p>
      ) : (
        <>
          <p>{t('notifications.push.offer')}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={turnOn}
            disabled={result === 'busy'}
          >
            <BellRing aria-hidden size={16} />
            {t('notifications.push.turnOn')}
          </Button>
          {result === 'failed' && <p className="mt-2 text-muted">{t('notifications.push.offerFailed')}</p>}
        </>
      )}
    </div>
  )
}

const OFFERED_KEY = 'mithaq.push-offered'
