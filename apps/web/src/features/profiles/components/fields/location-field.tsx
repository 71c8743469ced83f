import type { Location } from '@mithaq/domain'
import { LocateFixed, MapPin } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../../components/ui/button'
import { useT } from '../../../../i18n'
import { detectLocation } from '../../utils/detect-location'
import { FieldError } from './field-error'
import { LocationPicker } from './location-picker'

type Status = 'idle' | 'detecting' | 'detected' | 'failed' | 'manual'

export interface LocationValue {
  location: Location
  /** True when the location came from the device, false when picked by hand. */
  locationDetected: boolean
}

/**
 * Sign-up location: detection first; after a failed or denied detection, a country and city
 * picker so nobody is locked out (docs/product.md § 4). Only the city and the country are kept.
 */
export function LocationField({
  value,
  onChange,
  error,
}: {
  value: LocationValue
  onChange: (value: LocationValue) => void
  error?: string
}) {
  const t = useT()
  const id = useId()
  const errorId = `${id}-error`
  const hasManualChoice = !value.locationDetected && Boolean(value.location.country)
  const [status, setStatus] = useState<Status>(
    value.locationDetected && value.location.city ? 'detected' : hasManualChoice ? 'manual' : 'idle',
  )
  const [failure, setFailure] = useState<string>()
  const attempts = useRef(0)

  async function detect() {
    attempts.current += 1
    setStatus('detecting')
    setFailure(undefined)
    const outcome = await detectLocation({ isRetry: attempts.current > 1 })
    if (outcome.ok) {
      setStatus('detected')
      onChange({ location: outcome.place, locationDetected: true })
      toast.success(t('notices.locationDetected'))
    } else {
      setStatus('failed')
      setFailure(outcome.message)
      toast.error(t('notices.couldNotDetectLocation'), { description: outcome.message })
    }
  }

  // The picker is offered after a failed detection, or at once for whoever prefers to choose.
  const picking = status === 'failed' || status === 'manual'
  // Once the picker is open, detection is no longer on the table: the message asks for a choice.
  const shownError =
    picking && error === t('notices.locationRequired') ? t('notices.locationChooseByHand') : error

  const place = value.location.city ? `${value.location.city}, ${value.location.country}` : ''

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-ink">{t('signup.location')}</legend>
      <div className="rounded-2xl border border-line bg-cream/60 p-4">
        {status === 'detecting' ? (
          <p role="status" className="flex items-center gap-3 text-ink">
            <span
              aria-hidden
              className="h-5 w-5 animate-spin rounded-full border-2 border-primary/25 border-t-primary"
            />
            {t('notices.detectingLocation')}
          </p>
        ) : status === 'detected' && value.locationDetected ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-ink" role="status">
              <MapPin aria-hidden size={18} className="text-primary" />
              <span>
                <span className="sr-only">{t('signup.location.detected')} </span>
                <span dir="auto" className="font-medium">
                  {place}
                </span>
              </span>
            </p>
            <Button variant="secondary" size="sm" onClick={detect}>
              <LocateFixed aria-hidden size={16} /> {t('signup.location.detectAgain')}
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-muted">{t('signup.location.explain')}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant={status === 'failed' ? 'secondary' : 'primary'}
                size="sm"
                onClick={detect}
                aria-describedby={error ? errorId : undefined}
                // A button cannot be aria-invalid; this marks it for the focus-first-error hook.
                data-invalid={error ? true : undefined}
              >
                <LocateFixed aria-hidden size={16} />
                {status === 'failed' ? t('signup.location.detectAgain') : t('signup.location.detect')}
              </Button>
              {status === 'idle' && (
                <Button variant="ghost" size="sm" onClick={() => setStatus('manual')}>
                  {t('signup.location.chooseByHand')}
                </Button>
              )}
            </div>
          </div>
        )}
        {failure && status === 'failed' && (
          <p role="alert" className="mt-3 rounded-xl bg-destructive-soft px-3 py-2 text-sm text-destructive">
            {failure}
          </p>
        )}
      </div>
      {picking && (
        <div className="space-y-2">
          <p className="text-sm text-ink">{t('signup.location.orChoose')}</p>
          <LocationPicker
            value={value.location}
            onChange={(location) => onChange({ location, locationDetected: false })}
            describedBy={error ? errorId : undefined}
            invalid={Boolean(error)}
          />
        </div>
      )}
      <FieldError id={errorId} message={shownError} />
    </fieldset>
  )
}
