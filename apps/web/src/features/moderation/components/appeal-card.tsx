import { appealAnswerSchema, type QueuedAppeal } from '@mithaq/domain'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { useAnswerAppeal } from '../api/moderation-calls'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** A member's one appeal against a suspension or ban, and the moderator's answer. */
export function AppealCard({ appeal }: { appeal: QueuedAppeal }) {
  const titleId = useId()
  const answer = useAnswerAppeal()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()

  function decide(outcome: 'lift' | 'uphold') {
    const parsed = appealAnswerSchema.safeParse(text)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    answer.mutate(
      { id: appeal.id, input: { outcome, answer: parsed.data } },
      {
        onSuccess: () => toast.success(outcome === 'lift' ? 'Decision lifted' : 'Decision kept'),
        onError: (err) => setError(errorMessage(err)),
      },
    )
  }

  const { restriction } = appeal
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-3 rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <h3 id={titleId} className="font-display text-xl text-ink">
        Appeal from {appeal.memberName ?? appeal.memberEmail ?? 'a member'}
      </h3>
      <p className="text-sm text-muted">
        {restriction.kind === 'ban'
          ? 'Banned'
          : `Suspended until ${when(restriction.until ?? appeal.createdAt)}`}{' '}
        · reason: {restriction.reason}
      </p>
      <blockquote className="whitespace-pre-line rounded-2xl bg-sand px-4 py-3">“{appeal.text}”</blockquote>
      <Field label="Your answer" error={error} hint="Sent to the member by email.">
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            rows={2}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => decide('lift')} disabled={answer.isPending}>
          Lift the decision
        </Button>
        <Button variant="secondary" onClick={() => decide('uphold')} disabled={answer.isPending}>
          Keep the decision
        </Button>
      </div>
    </article>
  )
}
