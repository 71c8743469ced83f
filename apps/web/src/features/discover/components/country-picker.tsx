import { COUNTRY_NAMES } from '@mithaq/domain'
import { Search, X } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { inputClasses } from '../../../components/ui/field'

export interface CountryPickerProps {
  value: string[]
  onChange: (countries: string[]) => void
  max: number
}

/** Several countries from the fixed list: search, tick, and remove again; none means any. */
export function CountryPicker({ value, onChange, max }: CountryPickerProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const chosen = new Set(value)
  const atMax = value.length >= max
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    return q ? COUNTRY_NAMES.filter((name) => name.toLowerCase().includes(q)) : COUNTRY_NAMES
  }, [query])

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
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pl-3 pr-1 text-sm text-primary"
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
        <Search aria-hidden size={16} className="absolute left-3.5 top-1/2 -translate-y-1/2 text-muted" />
        <input
          type="search"
          aria-label="Search countries"
          placeholder="Search countries"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={`${inputClasses} pl-10`}
        />
      </div>
      <div className="max-h-48 overflow-y-auto rounded-xl border border-line">
        {matches.length === 0 ? (
          <p className="px-4 py-3 text-sm text-muted">No country matches “{query.trim()}”.</p>
        ) : (
          matches.map((name) => (
            <label
              key={name}
              className="flex cursor-pointer items-center gap-3 border-b border-line/60 px-4 py-2.5 text-ink last:border-b-0 hover:bg-cream has-[:disabled]:cursor-not-allowed has-[:disabled]:text-muted"
            >
              <input
                type="checkbox"
                checked={chosen.has(name)}
                disabled={!chosen.has(name) && atMax}
                onChange={() => toggle(name)}
                className="h-4 w-4 accent-primary"
              />
              {name}
            </label>
          ))
        )}
      </div>
    </fieldset>
  )
}
