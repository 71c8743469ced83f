import { ABOUT_ME_MAX_LENGTH, codePointLength } from '@mithaq/domain'
import { cn } from '../../../../components/ui/cn'
import { Field } from '../../../../components/ui/field'
import { Textarea } from '../../../../components/ui/textarea'

/** About Me with a character count (code points, as the rule counts them). */
export function AboutMeField({
  value,
  onChange,
  error,
  rows = 5,
}: {
  value: string
  onChange: (value: string) => void
  error?: string
  rows?: number
}) {
  const count = codePointLength(value.trim())
  return (
    <Field
      label="About Me"
      error={error}
      hint={
        <span className={cn(count > ABOUT_ME_MAX_LENGTH && 'font-medium text-destructive')}>
          {count} / {ABOUT_ME_MAX_LENGTH} characters
        </span>
      }
    >
      {({ id, describedBy, invalid }) => (
        <Textarea
          id={id}
          rows={rows}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          placeholder="A few words about yourself, your faith, your family and what you hope for in a spouse"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}
