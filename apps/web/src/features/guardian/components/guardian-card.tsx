import { guardianInputSchema } from '@mithaq/domain'
import { UsersRound } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/field'
import { useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { firstIssueText } from '../../../lib/form-errors'
import { useGuardian, useSetGuardian } from '../api/guardian-calls'

/** 'Your Guardian' on /app/account: name a wali by e-mail, see whether they confirmed, or remove them. */
export function GuardianCard() {
  const t = useT()
  const guardian = useGuardian()
  const save = useSetGuardian()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const current = guardian.data?.guardian

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = guardianInputSchema.safeParse({ email })
    if (!parsed.success) {
      setError(firstIssueText(parsed.error))
      return
    }
    setError(undefined)
    save.mutate(parsed.data.email, {
      onSuccess: () => {
        setEmail('')
        toast.success(t('guardian.emailed'), { description: t('guardian.emailedText') })
      },
      onError: (e) => setError(errorMessage(e)),
    })
  }

  return (
    <section
      aria-labelledby="guardian-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="guardian-title" className="font-display text-xl text-ink">
          {t('guardian.title')}
        </h2>
        <UsersRound aria-hidden size={22} className="text-primary" />
      </div>
      <p className="mt-2 text-sm text-muted">{t('guardian.intro')}</p>
      {current ? (
        <div className="mt-4 space-y-3">
          <p className="text-ink">
            <bdi className="font-medium">{current.email}</bdi>{' '}
            <span className="text-muted">
              {current.confirmed ? t('guardian.confirmed') : t('guardian.waiting')}
            </span>
          </p>
          <Button
            variant="secondary"
            className="w-full"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(null, {
                onSuccess: () => toast.success(t('guardian.removed')),
                onError: (e) => toast.error(errorMessage(e)),
              })
            }
          >
            {t('guardian.remove')}
          </Button>
        </div>
      ) : (
        <form onSubmit={handleSubmit} className="mt-4 space-y-3" noValidate>
          <Field label={t('guardian.email')} error={error}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            )}
          </Field>
          <Button
            type="submit"
            variant="secondary"
            className="w-full"
            disabled={save.isPending || guardian.isPending}
          >
            {save.isPending ? t('guardian.sending') : t('guardian.name')}
          </Button>
        </form>
      )}
    </section>
  )
}
