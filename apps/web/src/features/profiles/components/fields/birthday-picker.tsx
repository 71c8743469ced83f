import { birthYearChoices, clampDay, daysInMonth } from '@mithaq/domain'
import { useId, useMemo } from 'react'
import { Select } from '../../../../components/ui/select'
import { formatDate, formatNumber, useT } from '../../../../i18n'
import { FieldError } from './field-error'

export interface BirthdayParts {
  year: string
  month: string
  day: string
}

/** The months' names in the current language ('January' in English, 'يناير' in Arabic). */
const monthNames = () =>
  Array.from({ length: 12 }, (_, i) => formatDate(Date.UTC(2000, i, 15), { month: 'long', timeZone: 'UTC' }))
/** A year or a day in the current language's digits, without a thousands separator. */
const digits = (n: number) => formatNumber(n, { useGrouping: false })

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
  const t = useT()
  const id = useId()
  const errorId = `${id}-error`
  const years = useMemo(() => birthYearChoices(), [])
  const months = useMemo(monthNames, [])
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
      <legend className="mb-1.5 block text-sm font-medium text-ink">{t('signup.birthday')}</legend>
      <div className="grid grid-cols-[1.1fr_1.4fr_0.9fr] gap-2">
        <div>
          <label htmlFor={`${id}-year`} className="sr-only">
            {t('signup.year')}
          </label>
          <Select
            id={`${id}-year`}
            value={value.year}
            onChange={(e) => change({ ...value, year: e.target.value })}
            {...common}
          >
            <option value="">{t('signup.year')}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {digits(y)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-month`} className="sr-only">
            {t('signup.month')}
          </label>
          <Select
            id={`${id}-month`}
            value={value.month}
            onChange={(e) => change({ ...value, month: e.target.value })}
            {...common}
          >
            <option value="">{t('signup.month')}</option>
            {months.map((m, i) => (
              <option key={m} value={i + 1}>
                {m}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-day`} className="sr-only">
            {t('signup.day')}
          </label>
          <Select
            id={`${id}-day`}
            value={value.day}
            onChange={(e) => change({ ...value, day: e.target.value })}
            {...common}
          >
            <option value="">{t('signup.day')}</option>
            {Array.from({ length: dayCount }, (_, i) => i + 1).map((d) => (
              <option key={d} value={d}>
                {digits(d)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
