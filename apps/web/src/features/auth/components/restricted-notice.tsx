import { appealTextSchema, type Restriction } from '@mithaq/domain'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { formatDate, useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { firstIssueText } from '../../../lib/form-errors'
import { sendAppeal } from '../api/auth-calls'

const longDate = (iso: string) => formatDate(iso, { dateStyle: 'long', timeStyle: 'short' })

/**
 * Shown in place of a session when a moderator suspended or closed the account: why, until
 * when, and the one appeal the member may write (then its answer).
 */
export function RestrictedNotice({ restriction }: { restriction: Restriction }) {
  const t = useT()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const appeal = restriction.appeal

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = appealTextSchema.safeParse(text)
    if (!parsed.success) {
      setError(firstIssueText(parsed.error))
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
        {restriction.kind === 'suspended'
          ? t('auth.restricted.suspendedTitle')
          : t('auth.restricted.closedTitle')}
      </h2>
      <p>
        {restriction.kind === 'suspended' && restriction.until
          ? t('auth.restricted.suspendedUntil', { date: longDate(restriction.until) })
          : t('auth.restricted.closed')}
      </p>
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-gold-ink">
          {t('auth.restricted.reason')}
        </h3>
        <p dir="auto" className="mt-1 whitespace-pre-line">
          {restriction.reason}
        </p>
      </div>
      {sent ? (
        <p role="status" className="rounded-xl bg-primary-soft px-4 py-3 text-sm text-primary">
          {t('auth.restricted.appealSent')}
        </p>
      ) : appeal ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-gold-ink">
            {t('auth.restricted.yourAppeal')}
          </h3>
          <p dir="auto" className="whitespace-pre-line text-muted">
            {appeal.text}
          </p>
          <p>
            {appeal.status === 'waiting'
              ? t('auth.restricted.waiting')
              : appeal.status === 'lifted'
                ? t('auth.restricted.lifted')
                : t('auth.restricted.kept')}
          </p>
          {appeal.answer && (
            // The moderator's words in an isolate (FSI…PDI), so their direction never upsets the sentence.
            <p className="whitespace-pre-line">
              {t('auth.restricted.answer', { answer: `\u2068${appeal.answer}\u2069` })}
            </p>
          )}
        </div>
      ) : restriction.appealToken ? (
        <form onSubmit={handleSubmit} noValidate className="space-y-3">
          <Field
            label={t('auth.restricted.appealLabel')}
            error={error}
            hint={t('auth.restricted.appealHint')}
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
            {busy ? t('auth.sending') : t('auth.restricted.sendAppeal')}
          </Button>
        </form>
      ) : null}
    </section>
  )
}
