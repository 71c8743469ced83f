import { HEIGHT_MAX, HEIGHT_MIN } from '@mithaq/domain'
import { useId } from 'react'
import { formatNumber, useT } from '../../../../i18n'
import { FieldError } from './field-error'

/** Height in whole centimetres, 130 to 200, with the value shown beside the label. */
export function HeightSlider({
  value,
  onChange,
  error,
}: {
  value: number
  onChange: (value: number) => void
  error?: string
}) {
  const t = useT()
  const id = useId()
  const cm = (height: number) => t('profile.heightCm', { height: formatNumber(height) })
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t('profile.height')}
        </label>
        <output htmlFor={id} className="font-display text-lg text-primary" aria-live="polite">
          {cm(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={HEIGHT_MIN}
        max={HEIGHT_MAX}
        step={1}
        value={value}
        aria-valuetext={cm(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-2 w-full cursor-pointer accent-primary"
      />
      <div className="flex justify-between text-xs text-muted" aria-hidden>
        <span>{cm(HEIGHT_MIN)}</span>
        <span>{cm(HEIGHT_MAX)}</span>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
