import { forgotPasswordSchema } from '@mithaq/domain'
import { type FormEvent, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Input } from '../../../components/ui/field'
import { useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { firstIssueText } from '../../../lib/form-errors'
import { requestPasswordReset } from '../api/auth-calls'
import { FormAlert } from './form-alert'

export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  initialEmail: string
}) {
  const t = useT()
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (open) {
      setEmail(initialEmail)
      setError(undefined)
    }
  }, [open, initialEmail])

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = forgotPasswordSchema.safeParse({ email })
    if (!parsed.success) {
      setError(firstIssueText(parsed.error))
      return
    }
    setBusy(true)
    try {
      await requestPasswordReset(parsed.data.email)
      toast.success(t('notices.resetEmailSent'))
      onOpenChange(false)
    } catch (err) {
      // Shown once, in place: a toast as well would say it twice.
      setError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('auth.forgot.title')}
      description={t('auth.forgot.description')}
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <Field label={t('auth.email')}>
          {({ id }) => (
            <Input
              id={id}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <FormAlert message={error} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('auth.sending') : t('auth.forgot.send')}
        </Button>
      </form>
    </Dialog>
  )
}
