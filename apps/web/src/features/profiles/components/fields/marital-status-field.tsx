import { MARITAL_STATUSES, type MaritalStatus, type Sex } from '@mithaq/domain'
import { Field } from '../../../../components/ui/field'
import { Select } from '../../../../components/ui/select'
import { maritalStatusLabel } from '../../../../entities/profile/profile-text'
import { useT } from '../../../../i18n'

/**
 * Marital Status, one of the fixed list; empty until chosen (placeholder 'Select marital status').
 * The options agree with the member's `sex` in the languages whose words do.
 */
export function MaritalStatusField({
  value,
  sex,
  onChange,
  error,
}: {
  value: MaritalStatus | ''
  sex: Sex | null
  onChange: (value: MaritalStatus) => void
  error?: string
}) {
  const t = useT()
  return (
    <Field label={t('profile.maritalStatusLabel')} error={error}>
      {({ id, describedBy, invalid }) => (
        <Select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={value}
          onChange={(e) => onChange(e.target.value as MaritalStatus)}
        >
          <option value="" disabled>
            {t('profile.selectMaritalStatus')}
          </option>
          {MARITAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {maritalStatusLabel(status, sex)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}
