import { addNationality, NATIONALITIES_MAX, removeNationality, word } from '@mithaq/domain'
import { X } from 'lucide-react'
import { useId, useState } from 'react'
import { Combobox } from '../../../../components/ui/combobox'
import { useCountryNames } from '../../../../entities/profile/country-names'
import { formatNumber, useT } from '../../../../i18n'
import { FieldError } from './field-error'

/**
 * One to four nationalities as removable chips, chosen from a searchable country list.
 * `keepLast` (the edit screen) refuses to remove the last chip. In another language than English a
 * nationality is named by its country's name in that language, found by that name and by the
 * English name and demonyms too (decision 276); the English country name is what is saved.
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
  const t = useT()
  const countries = useCountryNames()
  const id = useId()
  const [query, setQuery] = useState('')
  const [refusal, setRefusal] = useState<string>()
  const options = countries.search(query).map((name) => countries.name(name))
  const shownError = refusal ?? error
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  function refuse(message: string) {
    setRefusal(message)
    onRefused?.(message)
  }

  function add(shown: string) {
    const result = addNationality(value, countries.english(shown) ?? shown)
    setQuery('')
    if (!result.ok) return refuse(word(t, result.error))
    setRefusal(undefined)
    onChange(result.list)
  }

  function remove(name: string) {
    const result = removeNationality(value, name, { keepLast })
    if (!result.ok) return refuse(word(t, result.error))
    setRefusal(undefined)
    onChange(result.list)
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('profile.nationality')}
      </label>
      <Combobox
        id={id}
        describedBy={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
        invalid={Boolean(shownError)}
        query={query}
        onQueryChange={setQuery}
        options={options}
        onSelect={add}
        placeholder={t('profile.searchNationalities')}
        emptyText={t('profile.noCountryMatches')}
      />
      <p id={hintId} className="text-sm text-muted">
        {t('profile.nationalityHint', {
          max: formatNumber(NATIONALITIES_MAX),
          count: formatNumber(value.length),
        })}
      </p>
      {value.length > 0 && (
        <ul aria-label={t('profile.selectedNationalities')} className="flex flex-wrap gap-2">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 ps-3 pe-1 text-sm font-medium text-primary"
            >
              {countries.name(name)}
              <button
                type="button"
                aria-label={t('profile.remove', {
                  name: countries.name(name),
                  sex: null /* a country, not a person */,
                })}
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
