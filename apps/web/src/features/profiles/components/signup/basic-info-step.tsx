import { SEXES, type Sex } from '@mithaq/domain'
import type { TextKey } from '@mithaq/i18n'
import { Button } from '../../../../components/ui/button'
import { cn } from '../../../../components/ui/cn'
import { Field, Input } from '../../../../components/ui/field'
import { formatList, useT } from '../../../../i18n'
import { type FieldErrors, locationError } from '../../../../lib/form-errors'
import type { SignupDraft } from '../../hooks/use-signup-draft'
import { useStepForm } from '../../hooks/use-step-form'
import { basicsErrors, missingBasics } from '../../utils/signup-steps'
import { BirthdayPicker } from '../fields/birthday-picker'
import { LocationField } from '../fields/location-field'
import { StepActions } from './step-actions'

export const SEX_LABELS: Record<Sex, TextKey> = { male: 'signup.male', female: 'signup.female' }

/** Step 1: name, gender, birthday and location. */
export function BasicInfoStep({
  draft,
  onChange,
  serverErrors,
  onNext,
}: {
  draft: SignupDraft
  onChange: (patch: Partial<SignupDraft>, fields: string[]) => void
  serverErrors: FieldErrors
  onNext: () => void
}) {
  const t = useT()
  const { form, tried, errors, handleSubmit } = useStepForm(() => basicsErrors(draft), serverErrors, onNext)
  // Named once under the form, live like the fields' own messages; each field says its own problem in place.
  const missing = tried ? missingBasics(draft) : []

  return (
    <form ref={form} onSubmit={handleSubmit} noValidate className="space-y-6">
      <Field label={t('signup.name')} error={errors.name}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            autoComplete="given-name"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            placeholder={t('signup.namePlaceholder')}
            dir="auto"
            value={draft.name}
            onChange={(e) => onChange({ name: e.target.value }, ['name'])}
          />
        )}
      </Field>

      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-ink">{t('signup.gender')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {SEXES.map((sex) => (
            <label
              key={sex}
              className={cn(
                'flex h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border text-base font-medium transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-ink',
                draft.sex === sex
                  ? 'border-primary bg-primary-soft text-primary'
                  : 'border-line bg-white text-ink hover:border-primary/40',
              )}
            >
              <input
                type="radio"
                name="sex"
                value={sex}
                checked={draft.sex === sex}
                onChange={() => onChange({ sex }, ['sex'])}
                className="sr-only"
              />
              {t(SEX_LABELS[sex])}
            </label>
          ))}
        </div>
        {errors.sex && <p className="mt-1.5 text-sm text-destructive">{errors.sex}</p>}
      </fieldset>

      <BirthdayPicker
        value={draft.birthday}
        onChange={(birthday) => onChange({ birthday }, ['birthday'])}
        error={errors.birthday}
      />

      <LocationField
        value={{ location: draft.location, locationDetected: draft.locationDetected }}
        onChange={(value) => onChange(value, ['location', 'location.country', 'location.city'])}
        error={locationError(errors)}
      />

      {missing.length > 0 && (
        <p role="status" className="rounded-xl bg-destructive-soft px-3 py-2 text-sm text-destructive">
          {t('notices.fieldsMissing', { fields: formatList(missing) })}
        </p>
      )}

      <StepActions>
        <Button type="submit" className="w-full md:w-auto md:min-w-40">
          {t('signup.next')}
        </Button>
      </StepActions>
    </form>
  )
}
