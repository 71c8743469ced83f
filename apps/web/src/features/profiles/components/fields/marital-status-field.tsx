import { MARITAL_STATUSES, type MaritalStatus } from '@mithaq/domain'
import { Field } from '../../../../components/ui/field'
import { Select } from '../../../../components/ui/select'

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
  return (
    <Field label="Marital Status" error={error}>
      {({ id, describedBy, invalid }) => (
        <Select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={value}
          onChange={(e) => onChange(e.target.value as MaritalStatus)}
        >
          <option value="" disabled>
            Select marital status
          </option>
          {MARITAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}
