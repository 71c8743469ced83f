import { addNationality, NATIONALITIES_MAX, removeNationality, searchCountries } from '@mithaq/domain'
import { X } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Combobox } from '../../../../components/ui/combobox'
import { FieldError } from './field-error'

/**
 * One to four nationalities as removable chips, chosen from a searchable country list.
 * `keepLast` (the edit screen) refuses to remove the last chip.
 */
export function NationalityPicker({
  value,
  onChange,
  error,
  keepLast = false,
  onRefused,
}: {
  value: string[]
  onChange: (value: string[]) => void
  error?: string
  keepLast?: boolean
  /** Told each refusal (a fifth, a duplicate, the last one), e.g. to toast it. */
  onRefused?: (message: string) => void
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [refusal, setRefusal] = useState<string>()
  const options = useMemo(() => searchCountries(query), [query])
  const shownError = refusal ?? error
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  function refuse(message: string) {
    setRefusal(message)
    onRefused?.(message)
  }

  function add(name: string) {
    const result = addNationality(value, name)
    setQuery('')
    if (!result.ok) return refuse(result.error)
    setRefusal(undefined)
    onChange(result.list)
  }

  function remove(name: string) {
    const result = removeNationality(value, name, { keepLast })
    if (!result.ok) return refuse(result.error)
    setRefusal(undefined)
    onChange(result.list)
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Nationality
      </label>
      <Combobox
        id={id}
        describedBy={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
        invalid={Boolean(shownError)}
        query={query}
        onQueryChange={setQuery}
        options={options}
        onSelect={add}
        placeholder="Search countries or nationalities"
        emptyText="No country matches your search"
      />
      <p id={hintId} className="text-sm text-muted">
        Choose up to {NATIONALITIES_MAX}. {value.length} selected.
      </p>
      {value.length > 0 && (
        <ul aria-label="Selected nationalities" className="flex flex-wrap gap-2">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 ps-3 pe-1 text-sm font-medium text-primary"
            >
              {name}
              <button
                type="button"
                aria-label={`Remove ${name}`}
                onClick={() => remove(name)}
                className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-primary/15"
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} message={shownError} />
    </div>
  )
}
