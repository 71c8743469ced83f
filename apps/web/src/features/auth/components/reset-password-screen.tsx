import { PASSWORD_MIN_LENGTH, resetPasswordFormSchema } from '@mithaq/domain'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Logo } from '../../../components/ui/logo'
import { PasswordInput } from '../../../components/ui/password-input'
import { paths } from '../../../config/paths'
import { formatNumber, useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { type FieldErrors, zodFieldErrors } from '../../../lib/form-errors'
import { resetPassword } from '../api/auth-calls'
import { FormAlert } from './form-alert'

export function ResetPasswordScreen() {
  const t = useT()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  // better-auth sends ?error=INVALID_TOKEN when the mailed link has expired or was used.
  const token = params.get('error') ? null : params.get('token')
  const [values, setValues] = useState({ password: '', confirmPassword: '' })
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!token) {
      toast.error(t('notices.invalidResetLink'))
      navigate(paths.auth, { replace: true })
    }
  }, [token, navigate, t])

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!token) return
    const parsed = resetPasswordFormSchema.safeParse(values)
    if (!parsed.success) {
      setFieldErrors(zodFieldErrors(parsed.error))
      return
    }
    setFieldErrors({})
    setError(undefined)
    setBusy(true)
    try {
      await resetPassword(parsed.data.password, token)
      toast.success(t('notices.passwordUpdated'))
      navigate(paths.auth, { replace: true })
    } catch (err) {
      setError(errorMessage(err))
      toast.error(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  if (!token) return null

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-5 py-8">
      <div className="rounded-3xl border border-line bg-white/70 p-6 shadow-sm">
        <Logo showName={false} />
        <h1 className="mt-4 font-display text-2xl text-ink">{t('auth.reset.title')}</h1>
        <p className="mt-1 text-muted">{t('auth.reset.intro')}</p>
        <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
          <Field
            label={t('auth.reset.newPassword')}
            hint={t('auth.passwordHint', { min: formatNumber(PASSWORD_MIN_LENGTH) })}
            error={fieldErrors.password}
          >
            {({ id, describedBy, invalid }) => (
              <PasswordInput
                id={id}
                autoComplete="new-password"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={values.password}
                onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
              />
            )}
          </Field>
          <Field label={t('auth.reset.confirmNewPassword')} error={fieldErrors.confirmPassword}>
            {({ id, describedBy, invalid }) => (
              <PasswordInput
                id={id}
                autoComplete="new-password"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={values.confirmPassword}
                onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
              />
            )}
          </Field>
          <FormAlert message={error} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t('auth.reset.updating') : t('auth.reset.update')}
          </Button>
          <Link to={paths.auth} className={`${buttonClasses('secondary')} w-full`}>
            {t('auth.reset.backToSignIn')}
          </Link>
        </form>
      </div>
    </main>
  )
}
