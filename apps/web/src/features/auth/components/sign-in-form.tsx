import { type Restriction, signInSchema } from '@mithaq/domain'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/field'
import { PasswordInput } from '../../../components/ui/password-input'
import { paths } from '../../../config/paths'
import { formatDate, useT } from '../../../i18n'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { firstIssueText } from '../../../lib/form-errors'
import { signIn } from '../api/auth-calls'
import { meQueryKey } from '../api/get-me'
import { ForgotPasswordDialog } from './forgot-password-dialog'
import { FormAlert } from './form-alert'
import { RestrictedNotice } from './restricted-notice'

export function SignInForm() {
  const t = useT()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [forgotOpen, setForgotOpen] = useState(false)
  const [restriction, setRestriction] = useState<Restriction>()

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = signInSchema.safeParse({ email, password })
    if (!parsed.success) {
      setError(firstIssueText(parsed.error))
      return
    }
    setError(undefined)
    setRestriction(undefined)
    setBusy(true)
    try {
      const answer = await signIn(parsed.data)
      // The Terms changed since this account agreed: said once, here (the server records it).
      if (answer.termsUpdated) {
        const date = formatDate(`${answer.termsUpdated}T12:00:00Z`, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })
        toast.info(t('auth.termsUpdated', { date }), {
          id: 'terms-updated',
          duration: 20_000,
          action: { label: t('auth.readTerms'), onClick: () => void navigate(paths.terms) },
        })
      }
      // The route guard sends the user on once it sees the session.
      await queryClient.invalidateQueries({ queryKey: meQueryKey })
    } catch (err) {
      const restricted = err instanceof ApiError ? err.restriction : undefined
      // Shown once, in place: a toast as well would say it twice.
      if (restricted) setRestriction(restricted)
      else setError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <Field label={t('auth.email')}>
          {({ id, invalid }) => (
            <Input
              id={id}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field label={t('auth.password')}>
          {({ id }) => (
            <PasswordInput
              id={id}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Button variant="link" size="sm" onClick={() => setForgotOpen(true)}>
            {t('auth.forgotPassword')}
          </Button>
        </div>
        <FormAlert message={error} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
      </form>
      {/* Outside the sign-in form: the appeal is a form of its own. */}
      {restriction && <RestrictedNotice restriction={restriction} />}
      {/* Outside the form: React carries a submit out of a portal to its parents, so inside it the
          dialog's own submit would also submit sign-in. */}
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} initialEmail={email} />
    </>
  )
}
