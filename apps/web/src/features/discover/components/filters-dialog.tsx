import {
  AGE_FILTER_MAX,
  AGE_FILTER_MIN,
  DEFAULT_DISCOVER_FILTERS,
  type DiscoverFilters,
  FILTER_COUNTRIES_MAX,
  HEIGHT_MAX,
  HEIGHT_MIN,
  type Sex,
} from '@mithaq/domain'
import { type FormEvent, Suspense, useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { LoadingIndicator } from '../../../components/ui/loading-indicator'
import { formatNumber, useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { lazyWithTexts } from '../../../lib/lazy-with-texts'
import { useDiscoveryFilters } from '../api/get-discovery-filters'
import { useUpdateDiscoveryFilters } from '../api/update-discovery-filters'
import { CountryPicker } from './country-picker'
import { RangeSlider } from './range-slider'

/** No faith filter at all is saved as none, so the filters still read as the defaults. */
const withFaith = ({ faith: _old, ...filters }: DiscoverFilters, faith: DiscoverFilters['faith']) =>
  faith && Object.keys(faith).length > 0 ? { ...filters, faith } : filters

// Faith filters come with their texts when the dialog first opens: Discover's first screen carries neither.
const FaithFilters = lazyWithTexts(() => import('./faith-filters'), 'FaithFilters', ['faith'])

/** 'Profile Filters': age, height, countries and faith and family, saved for the user and applied by the server. */
export function FiltersDialog({
  open,
  onOpenChange,
  viewerSex,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  viewerSex?: Sex
}) {
  const t = useT()
  const filters = useDiscoveryFilters()
  const update = useUpdateDiscoveryFilters()
  const [draft, setDraft] = useState<DiscoverFilters>(DEFAULT_DISCOVER_FILTERS)

  // Every opening starts from what is saved; closing without applying forgets the changes.
  const { reset } = update
  useEffect(() => {
    if (open && filters.data) {
      setDraft(filters.data)
      reset()
    }
  }, [open, filters.data, reset])

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    update.mutate(draft, { onSuccess: () => onOpenChange(false) })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !update.isPending && onOpenChange(next)}
      title={t('notices.profileFiltersTitle')}
      description={t('discover.filtersDescription')}
    >
      {filters.isPending ? (
        <LoadingIndicator size="small" />
      ) : filters.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-destructive">{errorMessage(filters.error)}</p>
          <Button variant="secondary" onClick={() => filters.refetch()}>
            {t('discover.tryAgain')}
          </Button>
        </div>
      ) : (
        <form onSubmit={handleSubmit} className="space-y-6">
          <RangeSlider
            label={t('discover.age')}
            min={AGE_FILTER_MIN}
            max={AGE_FILTER_MAX}
            value={draft.ageRange}
            onChange={(ageRange) => setDraft((d) => ({ ...d, ageRange }))}
            thumbLabels={[t('discover.minAge'), t('discover.maxAge')]}
            format={(age) => formatNumber(age)}
          />
          <RangeSlider
            label={t('discover.height')}
            min={HEIGHT_MIN}
            max={HEIGHT_MAX}
            value={draft.heightRange}
            onChange={(heightRange) => setDraft((d) => ({ ...d, heightRange }))}
            thumbLabels={[t('discover.minHeight'), t('discover.maxHeight')]}
            format={(cm) => t('profile.heightCm', { height: formatNumber(cm) })}
          />
          <CountryPicker
            value={draft.countries}
            onChange={(countries) => setDraft((d) => ({ ...d, countries }))}
            max={FILTER_COUNTRIES_MAX}
          />
          <Suspense fallback={<LoadingIndicator size="small" />}>
            <FaithFilters
              viewerSex={viewerSex}
              value={draft.faith ?? {}}
              onChange={(faith) => setDraft((d) => withFaith(d, faith))}
            />
          </Suspense>
          <label className="flex items-start gap-3 rounded-2xl border border-line px-4 py-3">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-primary"
              checked={draft.verifiedOnly ?? false}
              onChange={(e) => setDraft((d) => ({ ...d, verifiedOnly: e.target.checked }))}
            />
            <span>
              <span className="block font-medium text-ink">{t('discover.verifiedOnly')}</span>
              <span className="block text-sm text-muted">{t('discover.verifiedOnlyHint')}</span>
            </span>
          </label>
          {update.isError && (
            <p role="alert" className="rounded-xl bg-destructive-soft px-4 py-3 text-sm text-destructive">
              {errorMessage(update.error)}
            </p>
          )}
          {/* Stays at the bottom of the dialog while the rest scrolls: Apply and Reset always in view. */}
          <div className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex flex-row justify-between gap-2 border-t border-line bg-white px-6 py-4">
            <Button
              variant="ghost"
              onClick={() => setDraft(DEFAULT_DISCOVER_FILTERS)}
              disabled={update.isPending}
            >
              {t('discover.reset')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('discover.saving') : t('discover.applyFilters')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
