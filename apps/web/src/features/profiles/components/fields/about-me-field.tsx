import { ABOUT_ME_MAX_LENGTH, codePointLength } from '@mithaq/domain'
import { cn } from '../../../../components/ui/cn'
import { Field } from '../../../../components/ui/field'
import { Textarea } from '../../../../components/ui/textarea'
import { formatNumber, useT } from '../../../../i18n'

/** Character counts as the rule states them: '0 / 1000' (digits of the language still). */
const PLAIN = { useGrouping: false } as const

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
  const t = useT()
  const count = codePointLength(value.trim())
  return (
    <Field
      label={t('profile.aboutMe')}
      error={error}
      hint={
        <span className={cn(count > ABOUT_ME_MAX_LENGTH && 'font-medium text-destructive')}>
          {t('profile.aboutMeCount', {
            count: formatNumber(count, PLAIN),
            max: formatNumber(ABOUT_ME_MAX_LENGTH, PLAIN),
          })}
        </span>
      }
    >
      {({ id, describedBy, invalid }) => (
        <Textarea
          id={id}
          rows={rows}
          dir="auto"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          placeholder={t('profile.aboutMePlaceholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}
