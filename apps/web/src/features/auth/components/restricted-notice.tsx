import { appealTextSchema, type Restriction } from '@mithaq/domain'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { sendAppeal } from '../api/auth-calls'

const longDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' })

/**
 * Shown in place of a session when a moderator suspended or closed the account: why, until
 * when, and the one appeal the member may write (then its answer).
 */
export function RestrictedNotice({ restriction }: { restriction: Restriction }) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const appeal = restriction.appeal

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = appealTextSchema.safeParse(text)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    if (!restriction.appealToken) return
    setBusy(true)
    setError(undefined)
    try {
      await sendAppeal(restriction.appealToken, parsed.data)
      setSent(true)
    } catch (err) {
      setError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="restricted-title"
      className="mt-4 space-y-4 rounded-2xl border border-gold/60 bg-cream px-5 py-4 text-ink"
    >
      <h2 id="restricted-title" className="font-display text-xl">
        {restriction.kind === 'suspended' ? 'Your account is suspended' : 'Your account was closed'}
      </h2>
      <p>
        {restriction.kind === 'suspended' && restriction.until
          ? `A moderator suspended your account until ${longDate(restriction.until)}. You can sign in again after that.`
          : 'A moderator closed your account after reviewing reports about it.'}
      </p>
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-gold-ink">Reason</h3>
        <p className="mt-1 whitespace-pre-line">{restriction.reason}</p>
      </div>
      {sent ? (
        <p role="status" className="rounded-xl bg-primary-soft px-4 py-3 text-sm text-primary">
          Your appeal was sent. A moderator will read it and answer by email.
        </p>
      ) : appeal ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-gold-ink">Your appeal</h3>
          <p className="whitespace-pre-line text-muted">{appeal.text}</p>
          <p>
            {appeal.status === 'waiting'
              ? 'A moderator has not answered yet.'
              : appeal.status === 'lifted'
                ? 'A moderator lifted the decision.'
                : 'A moderator kept the decision.'}
          </p>
          {appeal.answer && <p className="whitespace-pre-line">Their answer: {appeal.answer}</p>}
        </div>
      ) : restriction.appealToken ? (
        <form onSubmit={handleSubmit} noValidate className="space-y-3">
          <Field
            label="Appeal this decision"
            error={error}
            hint="You can appeal once. Tell the moderators what they should know."
          >
            {({ id, describedBy, invalid }) => (
              <Textarea
                id={id}
                rows={4}
                value={text}
                onChange={(e) => setText(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send appeal'}
          </Button>
        </form>
      ) : null}
    </section>
  )
}
