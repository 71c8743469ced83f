import { PASSWORD_MIN_LENGTH, signUpFormSchema } from '@mithaq/domain'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/field'
import { PasswordInput } from '../../../components/ui/password-input'
import { paths } from '../../../config/paths'
import { formatNumber, useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { firstIssueText } from '../../../lib/form-errors'
import { signUp } from '../api/auth-calls'
import { meQueryKey } from '../api/get-me'
import { FormAlert } from './form-alert'

const legalLink = 'font-medium text-primary underline underline-offset-2 hover:text-primary-hover'

export function SignUpForm() {
  const t = useT()
  const queryClient = useQueryClient()
  const [values, setValues] = useState({ email: '', password: '', confirmPassword: '' })
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const [busy, setBusy] = useState(false)
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }))

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = signUpFormSchema.safeParse(values)
    if (!parsed.success) {
      setError(firstIssueText(parsed.error))
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      const { confirmationPending } = await signUp({
        email: parsed.data.email,
        password: parsed.data.password,
      })
      if (confirmationPending) {
        setPending(true)
        toast.success(t('notices.confirmationPending'))
      } else {
        toast.success(t('notices.accountCreated'))
        await queryClient.invalidateQueries({ queryKey: meQueryKey })
      }
    } catch (err) {
      // Shown once, in place: a toast as well would say it twice.
      setError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  if (pending) return <FormAlert tone="info" message={t('notices.confirmationPending')} />

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <Field label={t('auth.email')}>
        {({ id }) => (
          <Input id={id} type="email" autoComplete="email" value={values.email} onChange={set('email')} />
        )}
      </Field>
      <Field
        label={t('auth.password')}
        hint={t('auth.passwordHint', { min: formatNumber(PASSWORD_MIN_LENGTH) })}
      >
        {({ id, describedBy }) => (
          <PasswordInput
            id={id}
            autoComplete="new-password"
            aria-describedby={describedBy}
            value={values.password}
            onChange={set('password')}
          />
        )}
      </Field>
      <Field label={t('auth.confirmPassword')}>
        {({ id }) => (
          <PasswordInput
            id={id}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
          />
        )}
      </Field>
      <FormAlert message={error} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
      {/* Creating the account is agreeing to the Terms in force, whose version sign-up sends. */}
      <p className="text-center text-sm text-muted" data-testid="terms-agreement">
        {t.rich<ReactNode>('auth.agreeTerms', {
          terms: (chunks) => (
            <Link key="terms" to={paths.terms} className={legalLink}>
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link key="privacy" to={paths.privacyPolicy} className={legalLink}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </form>
  )
}
