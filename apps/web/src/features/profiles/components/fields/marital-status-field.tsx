import { MARITAL_STATUSES, type MaritalStatus } from '@mithaq/domain'
import { maritalStatusLabel } from '../../../../components/profile/profile-text'
import { Field } from '../../../../components/ui/field'
import { Select } from '../../../../components/ui/select'
import { useT } from '../../../../i18n'

/** Marital Status, one of the fixed list; empty until chosen (placeholder 'Select marital status'). */
export function MaritalStatusField({
  value,
  onChange,
  error,
}: {
  value: MaritalStatus | ''
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
              {maritalStatusLabel(status)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}
