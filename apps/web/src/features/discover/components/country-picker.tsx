import { COUNTRY_NAMES } from '@mithaq/domain'
import { Search, X } from 'lucide-react'
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react'
import { inputClasses } from '../../../components/ui/field'

export interface CountryPickerProps {
  value: string[]
  onChange: (countries: string[]) => void
  max: number
}

/**
 * Several countries from the fixed list: search, tick, and remove again (chips); none means any.
 * The list is one Tab stop (roving focus: arrows, Home and End move through it), so the dialog's
 * Apply button is a few Tab presses away instead of two hundred.
 */
export function CountryPicker({ value, onChange, max }: CountryPickerProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const listRef = useRef<HTMLFieldSetElement>(null)
  const chosen = new Set(value)
  const atMax = value.length >= max
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    return q ? COUNTRY_NAMES.filter((name) => name.toLowerCase().includes(q)) : COUNTRY_NAMES
  }, [query])

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
      <legend className="text-sm font-medium text-ink">Countries</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {value.length === 0
          ? 'Any country. Choose one or more to see only people living there.'
          : `${value.length} chosen${atMax ? ` (the most you can choose is ${max})` : ''}.`}
      </p>
      {value.length > 0 && (
        <ul aria-label="Chosen countries" className="flex flex-wrap gap-1.5">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 ps-3 pe-1 text-sm text-primary"
            >
              {name}
              <button
                type="button"
                aria-label={`Remove ${name}`}
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
          aria-label="Search countries"
          placeholder="Search countries"
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
        <legend className="sr-only">Countries to choose from</legend>
        {matches.length === 0 ? (
          <p className="px-4 py-3 text-sm text-muted">No country matches “{query.trim()}”.</p>
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
              {name}
            </label>
          ))
        )}
      </fieldset>
    </fieldset>
  )
}
