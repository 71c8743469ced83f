import { Button } from '../../../../components/ui/button'
import { Field, Input } from '../../../../components/ui/field'
import { useT } from '../../../../i18n'
import type { FieldErrors } from '../../../../lib/form-errors'
import type { SignupDraft } from '../../hooks/use-signup-draft'
import { useStepForm } from '../../hooks/use-step-form'
import { detailsErrors } from '../../utils/signup-steps'
import { AboutMeField } from '../fields/about-me-field'
import { HeightSlider } from '../fields/height-slider'
import { MaritalStatusField } from '../fields/marital-status-field'
import { NationalityPicker } from '../fields/nationality-picker'
import { StepActions } from './step-actions'

/** Step 2: about me, education, occupation, nationality, height and marital status. */
export function DetailsStep({
  draft,
  onChange,
  serverErrors,
  onBack,
  onNext,
}: {
  draft: SignupDraft
  onChange: (patch: Partial<SignupDraft>, fields: string[]) => void
  serverErrors: FieldErrors
  onBack: () => void
  onNext: () => void
}) {
  const t = useT()
  const { form, errors, handleSubmit } = useStepForm(() => detailsErrors(draft), serverErrors, onNext)

  return (
    <form ref={form} onSubmit={handleSubmit} noValidate className="space-y-6">
      <AboutMeField
        value={draft.aboutMe}
        onChange={(aboutMe) => onChange({ aboutMe }, ['aboutMe'])}
        error={errors.aboutMe}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Field label={t('signup.education')} error={errors.education} hint={t('signup.optional')}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              placeholder={t('signup.educationPlaceholder')}
              dir="auto"
              value={draft.education}
              onChange={(e) => onChange({ education: e.target.value }, ['education'])}
            />
          )}
        </Field>
        <Field label={t('signup.occupation')} error={errors.occupation} hint={t('signup.optional')}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              placeholder={t('signup.occupationPlaceholder')}
              dir="auto"
              value={draft.occupation}
              onChange={(e) => onChange({ occupation: e.target.value }, ['occupation'])}
            />
          )}
        </Field>
      </div>
      <NationalityPicker
        value={draft.nationality}
        onChange={(nationality) => onChange({ nationality }, ['nationality'])}
        error={errors.nationality}
      />
      <HeightSlider
        value={draft.height}
        onChange={(height) => onChange({ height }, ['height'])}
        error={errors.height}
      />
      <MaritalStatusField
        value={draft.maritalStatus}
        sex={draft.sex || null}
        onChange={(maritalStatus) => onChange({ maritalStatus }, ['maritalStatus'])}
        error={errors.maritalStatus}
      />
      <StepActions onBack={onBack}>
        <Button type="submit" className="w-full md:w-auto md:min-w-40">
          {t('signup.next')}
        </Button>
      </StepActions>
    </form>
  )
}
