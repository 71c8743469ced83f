import {
  FAITH_FIELD_NAMES,
  type FaithField,
  type FaithFilter,
  type FaithFilters as FaithFilterSet,
  faithFieldAppliesTo,
  faithFilterValues,
  type Sex,
} from '@mithaq/domain'
import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { valueText } from '../../../entities/profile/faith/faith-text'
import { useT } from '../../../i18n'

/**
 * The faith and family part of 'Profile Filters': per field the answers wanted and whether that is
 * a must (nobody outside it is ever shown) or a wish (those who fit come first). Folded until
 * opened, so the dialog keeps age, height and countries in view. Discover shows the other sex only,
 * so a man is offered covering and a woman beard (the server keeps no other); both while the
 * member's own sex is not known yet.
 */
export function FaithFilters({
  value,
  onChange,
  viewerSex,
}: {
  value: FaithFilterSet
  onChange: (next: FaithFilterSet) => void
  viewerSex?: Sex
}) {
  const t = useT()
  const active = Object.keys(value).length
  function setField(field: FaithField, filter: FaithFilter | undefined) {
    const next: FaithFilterSet = { ...value }
    if (filter && filter.values.length > 0) next[field] = filter
    else delete next[field]
    onChange(next)
  }
  return (
    <details open={active > 0} className="group rounded-2xl border border-line">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-medium text-ink">
        <span>{t('faith.filters.title')}</span>
        <ChevronDown
          aria-hidden
          size={18}
          className="text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-4 border-t border-line px-4 py-4">
        <p className="text-sm text-muted">{t('faith.filters.hint')}</p>
        {FAITH_FIELD_NAMES.filter(
          (field) => !viewerSex || faithFieldAppliesTo(field, viewerSex === 'male' ? 'female' : 'male'),
        ).map((field) => (
          <FieldFilter
            key={field}
            field={field}
            filter={value[field]}
            onChange={(filter) => setField(field, filter)}
          />
        ))}
      </div>
    </details>
  )
}

function FieldFilter({
  field,
  filter,
  onChange,
}: {
  field: FaithField
  filter: FaithFilter | undefined
  onChange: (filter: FaithFilter | undefined) => void
}) {
  const t = useT()
  const id = useId()
  const chosen = filter?.values ?? []
  const must = filter?.must ?? false
  const label = t(`faith.field.${field}`)
  const toggle = (value: string, on: boolean) =>
    onChange({ values: on ? [...chosen, value] : chosen.filter((v) => v !== value), must })
  return (
    <div className="space-y-2" data-filter={field}>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
        <div
          className={
            field === 'languages'
              ? 'flex max-h-36 flex-wrap gap-2 overflow-y-auto p-0.5'
              : 'flex flex-wrap gap-2'
          }
        >
          {faithFilterValues(field).map((value) => (
            <label
              key={value}
              className="flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.includes(value)}
                onChange={(e) => toggle(value, e.target.checked)}
              />
              {valueText(t, field, value)}
            </label>
          ))}
        </div>
      </fieldset>
      {chosen.length > 0 && (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t('faith.filters.kind', { field: label })}</legend>
          {(['must', 'wish'] as const).map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm has-[:checked]:border-gold-ink has-[:checked]:bg-cream"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                className="size-4 accent-primary"
                checked={kind === 'must' ? must : !must}
                onChange={() => onChange({ values: chosen, must: kind === 'must' })}
              />
              {t(kind === 'must' ? 'faith.filters.must' : 'faith.filters.wish')}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  )
}
