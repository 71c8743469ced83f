import type { Location } from '@mithaq/domain'
import { useId } from 'react'
import { Combobox } from '../../../../components/ui/combobox'
import { Select } from '../../../../components/ui/select'
import { useCountryNames } from '../../../../entities/profile/country-names'
import { useT } from '../../../../i18n'
import { useCitySearch } from '../../api/search-cities'
import { useDebouncedValue } from '../../hooks/use-debounced-value'

/**
 * Country from the fixed list, then a city: suggestions come from our offline city list, and a
 * place the list does not know can still be typed in, so nobody is locked out. Countries are
 * listed in the member's language; the English name is what is saved.
 */
export function LocationPicker({
  value,
  onChange,
  describedBy,
  invalid,
}: {
  value: Location
  onChange: (value: Location) => void
  describedBy?: string
  invalid?: boolean
}) {
  const t = useT()
  const countries = useCountryNames()
  const id = useId()
  const q = useDebouncedValue(value.city.trim())
  const cities = useCitySearch(value.country, q)
  const suggestions = (cities.data?.cities ?? []).filter((c) => c !== value.city)

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-country`} className="block text-sm font-medium text-ink">
          {t('profile.country')}
        </label>
        <Select
          id={`${id}-country`}
          value={value.country}
          aria-describedby={describedBy}
          aria-invalid={invalid && !value.country ? true : undefined}
          onChange={(e) => onChange({ country: e.target.value, city: '' })}
        >
          <option value="">{t('profile.selectCountry')}</option>
          {countries.all().map((name) => (
            <option key={name} value={name}>
              {countries.name(name)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-city`} className="block text-sm font-medium text-ink">
          {t('profile.city')}
        </label>
        <Combobox
          id={`${id}-city`}
          describedBy={describedBy}
          invalid={invalid && !value.city.trim()}
          disabled={!value.country}
          query={value.city}
          onQueryChange={(city) => onChange({ ...value, city })}
          options={value.country ? suggestions : []}
          onSelect={(city) => onChange({ ...value, city })}
          loading={cities.isFetching}
          placeholder={value.country ? t('profile.searchCity') : t('profile.chooseCountryFirst')}
          emptyText={t('profile.noCityFound')}
        />
      </div>
    </div>
  )
}
