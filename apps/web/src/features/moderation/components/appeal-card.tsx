import { appealAnswerSchema, type QueuedAppeal } from '@mithaq/domain'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { firstIssueText } from '../../../lib/form-errors'
import { useAnswerAppeal } from '../api/moderation-calls'
import { MEMBER_SEX_UNKNOWN, when } from '../lib/words'

/** A member's one appeal against a suspension or ban, and the moderator's answer. */
export function AppealCard({ appeal }: { appeal: QueuedAppeal }) {
  const t = useT()
  const titleId = useId()
  const answer = useAnswerAppeal()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()

  function decide(outcome: 'lift' | 'uphold') {
    const parsed = appealAnswerSchema.safeParse(text)
    if (!parsed.success) {
      setError(firstIssueText(parsed.error))
      return
    }
    setError(undefined)
    answer.mutate(
      { id: appeal.id, input: { outcome, answer: parsed.data } },
      {
        onSuccess: () =>
          toast.success(outcome === 'lift' ? t('moderation.appeal.lifted') : t('moderation.appeal.kept')),
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
        {appeal.memberName || appeal.memberEmail
          ? t('moderation.appeal.from', {
              name: appeal.memberName || appeal.memberEmail || '',
              sex: MEMBER_SEX_UNKNOWN,
            })
          : t('moderation.appeal.fromMember')}
      </h3>
      <p className="text-sm text-muted">
        {restriction.kind === 'ban'
          ? t('moderation.appeal.banned', { reason: restriction.reason })
          : t('moderation.appeal.suspended', {
              until: when(restriction.until ?? appeal.createdAt),
              reason: restriction.reason,
            })}
      </p>
      <blockquote dir="auto" className="whitespace-pre-line rounded-2xl bg-sand px-4 py-3 text-start">
        {t('moderation.quoted', { text: appeal.text })}
      </blockquote>
      <Field label={t('moderation.appeal.answer')} error={error} hint={t('moderation.appeal.answerHint')}>
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
          {t('moderation.appeal.lift')}
        </Button>
        <Button variant="secondary" onClick={() => decide('uphold')} disabled={answer.isPending}>
          {t('moderation.appeal.keep')}
        </Button>
      </div>
    </article>
  )
}
