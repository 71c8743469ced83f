import { directionOf } from '@mithaq/i18n'
import { Slider } from 'radix-ui'
import { useLocale } from '../../../i18n'

export interface RangeSliderProps {
  label: string
  min: number
  max: number
  value: readonly [number, number]
  onChange: (value: [number, number]) => void
  /** Accessible names of the two thumbs, e.g. 'Minimum age' and 'Maximum age'. */
  thumbLabels: readonly [string, string]
  /** How a value reads, on screen and to screen readers. */
  format?: (value: number) => string
}

/** Two thumbs on one track, each a keyboard slider (arrows, Page Up/Down, Home/End). */
export function RangeSlider({
  label,
  min,
  max,
  value,
  onChange,
  thumbLabels,
  format = String,
}: RangeSliderProps) {
  const [lo, hi] = value
  const dir = directionOf(useLocale())
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{label}</legend>
      <div className="flex items-baseline justify-between gap-3">
        <span aria-hidden className="text-sm font-medium text-ink">
          {label}
        </span>
        {/* An isolated range: in a right-to-left page the lower bound still reads first. */}
        <output aria-live="off" className="text-sm tabular-nums text-muted">
          <bdi>{format(lo)}</bdi> – <bdi>{format(hi)}</bdi>
        </output>
      </div>
      {/* Right to left, the track runs from the right, as the bounds under it do. */}
      <Slider.Root
        dir={dir}
        min={min}
        max={max}
        step={1}
        minStepsBetweenThumbs={0}
        value={[lo, hi]}
        onValueChange={([a = lo, b = hi]) => onChange([a, b])}
        className="relative flex h-8 w-full touch-none select-none items-center"
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-sand">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        {thumbLabels.map((thumbLabel, i) => (
          <Slider.Thumb
            key={thumbLabel}
            aria-label={thumbLabel}
            aria-valuetext={format(i === 0 ? lo : hi)}
            className="block h-6 w-6 rounded-full border-2 border-primary bg-white shadow transition-shadow hover:shadow-md"
          />
        ))}
      </Slider.Root>
      <div aria-hidden className="flex justify-between text-xs text-muted">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </fieldset>
  )
}
