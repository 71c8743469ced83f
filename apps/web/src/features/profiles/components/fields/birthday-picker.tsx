import { birthYearChoices, clampDay, daysInMonth } from '@mithaq/domain'
import { useId, useMemo } from 'react'
import { Select } from '../../../../components/ui/select'
import { FieldError } from './field-error'

export interface BirthdayParts {
  year: string
  month: string
  day: string
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** Year, month and day pickers; the day list follows the month and a day too late is clamped. */
export function BirthdayPicker({
  value,
  onChange,
  error,
}: {
  value: BirthdayParts
  onChange: (value: BirthdayParts) => void
  error?: string
}) {
  const id = useId()
  const errorId = `${id}-error`
  const years = useMemo(() => birthYearChoices(), [])
  // Before a year is chosen, February offers the 29th (a leap year); choosing the year clamps it.
  const dayCount = value.month ? daysInMonth(Number(value.year || 2000), Number(value.month)) : 31

  function change(next: BirthdayParts) {
    if (next.day && next.month) {
      const clamped = clampDay(Number(next.year || 2000), Number(next.month), Number(next.day))
      next = { ...next, day: String(clamped) }
    }
    onChange(next)
  }

  const common = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  }

  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 block text-sm font-medium text-ink">Birthday</legend>
      <div className="grid grid-cols-[1.1fr_1.4fr_0.9fr] gap-2">
        <div>
          <label htmlFor={`${id}-year`} className="sr-only">
            Year
          </label>
          <Select
            id={`${id}-year`}
            value={value.year}
            onChange={(e) => change({ ...value, year: e.target.value })}
            {...common}
          >
            <option value="">Year</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-month`} className="sr-only">
            Month
          </label>
          <Select
            id={`${id}-month`}
            value={value.month}
            onChange={(e) => change({ ...value, month: e.target.value })}
            {...common}
          >
            <option value="">Month</option>
            {MONTHS.map((m, i) => (
              <option key={m} value={i + 1}>
                {m}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-day`} className="sr-only">
            Day
          </label>
          <Select
            id={`${id}-day`}
            value={value.day}
            onChange={(e) => change({ ...value, day: e.target.value })}
            {...common}
          >
            <option value="">Day</option>
            {Array.from({ length: dayCount }, (_, i) => i + 1).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
