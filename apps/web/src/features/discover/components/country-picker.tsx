import { Search, X } from 'lucide-react'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { inputClasses } from '../../../components/ui/field'
import { useCountryNames } from '../../../entities/profile/country-names'
import { formatNumber, useT } from '../../../i18n'

export interface CountryPickerProps {
  value: string[]
  onChange: (countries: string[]) => void
  max: number
}

/**
 * Several countries from the fixed list: search, tick, and remove again (chips); none means any.
 * The list is one Tab stop (roving focus: arrows, Home and End move through it), so the dialog's
 * Apply button is a few Tab presses away instead of two hundred. Countries are shown and found in
 * the member's language (and still found by their English name); the English name is what is saved.
 */
export function CountryPicker({ value, onChange, max }: CountryPickerProps) {
  const t = useT()
  const countries = useCountryNames()
  const id = useId()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const listRef = useRef<HTMLFieldSetElement>(null)
  const chosen = new Set(value)
  const atMax = value.length >= max
  const matches = countries.search(query)

  const tabStop = Math.min(active, Math.max(matches.length - 1, 0))

  function handleListKey(event: KeyboardEvent<HTMLFieldSetElement>) {
    const last = matches.length - 1
    const next =
      event.key === 'ArrowDown'
        ? Math.min(tabStop + 1, last)
        : event.key === 'ArrowUp'
          ? Math.max(tabStop - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null || last < 0) return
    event.preventDefault()
    setActive(next)
    listRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[next]?.focus()
  }

  const toggle = (name: string) =>
    onChange(chosen.has(name) ? value.filter((c) => c !== name) : [...value, name])

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-ink">{t('discover.countries')}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {value.length === 0
          ? t('discover.anyCountry')
          : atMax
            ? t('discover.countriesChosenMax', { count: formatNumber(value.length), max: formatNumber(max) })
            : t('discover.countriesChosen', { count: formatNumber(value.length) })}
      </p>
      {value.length > 0 && (
        <ul aria-label={t('discover.chosenCountries')} className="flex flex-wrap gap-1.5">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 ps-3 pe-1 text-sm text-primary"
            >
              {countries.name(name)}
              <button
                type="button"
                aria-label={t('discover.removeCountry', { country: countries.name(name) })}
                onClick={() => toggle(name)}
                className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-primary/15"
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <Search aria-hidden size={16} className="absolute start-3.5 top-1/2 -translate-y-1/2 text-muted" />
        <input
          type="search"
          aria-label={t('discover.searchCountries')}
          placeholder={t('discover.searchCountries')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setActive(0)
          }}
          className={`${inputClasses} ps-10`}
        />
      </div>
      <fieldset
        ref={listRef}
        onKeyDown={handleListKey}
        className="max-h-48 overflow-y-auto rounded-xl border border-line"
      >
        <legend className="sr-only">{t('discover.countriesToChoose')}</legend>
        {matches.length === 0 ? (
          <p className="px-4 py-3 text-sm text-muted">
            {t('discover.noCountryMatches', { query: query.trim() })}
          </p>
        ) : (
          matches.map((name, index) => (
            <label
              key={name}
              className="flex cursor-pointer items-center gap-3 border-b border-line/60 px-4 py-2.5 text-ink last:border-b-0 hover:bg-cream has-[:disabled]:cursor-not-allowed has-[:disabled]:text-muted"
            >
              <input
                type="checkbox"
                checked={chosen.has(name)}
                tabIndex={index === tabStop ? 0 : -1}
                onFocus={() => setActive(index)}
                disabled={!chosen.has(name) && atMax}
                onChange={() => toggle(name)}
                className="h-4 w-4 accent-primary"
              />
              {countries.name(name)}
            </label>
          ))
        )}
      </fieldset>
    </fieldset>
  )
}
