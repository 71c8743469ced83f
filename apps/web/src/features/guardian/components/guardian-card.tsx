import { guardianInputSchema } from '@mithaq/domain'
import { UsersRound } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/field'
import { errorMessage } from '../../../lib/api-client'
import { useGuardian, useSetGuardian } from '../api/guardian-calls'

/** 'Your Guardian' on /app/account: name a wali by e-mail, see whether they confirmed, or remove them. */
export function GuardianCard() {
  const guardian = useGuardian()
  const save = useSetGuardian()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const current = guardian.data?.guardian

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = guardianInputSchema.safeParse({ email })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    save.mutate(parsed.data.email, {
      onSuccess: () => {
        setEmail('')
        toast.success('We have e-mailed your guardian', { description: 'They need to confirm by the link.' })
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
          Your Guardian
        </h2>
        <UsersRound aria-hidden size={22} className="text-primary" />
      </div>
      <p className="mt-2 text-sm text-muted">
        A guardian (wali) can receive a weekly copy of a conversation, only when the other person agrees, and
        only of messages written after that. Either of you can stop it at any time.
      </p>
      {current ? (
        <div className="mt-4 space-y-3">
          <p className="text-ink">
            <span className="font-medium">{current.email}</span>{' '}
            <span className="text-muted">
              {current.confirmed ? '· confirmed' : '· waiting for them to confirm by the e-mailed link'}
            </span>
          </p>
          <Button
            variant="secondary"
            className="w-full"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(null, {
                onSuccess: () => toast.success('Your guardian was removed'),
                onError: (e) => toast.error(errorMessage(e)),
              })
            }
          >
            Remove Guardian
          </Button>
        </div>
      ) : (
        <form onSubmit={handleSubmit} className="mt-4 space-y-3" noValidate>
          <Field label="Guardian’s e-mail" error={error}>
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
            {save.isPending ? 'Sending...' : 'Name My Guardian'}
          </Button>
        </form>
      )}
    </section>
  )
}
