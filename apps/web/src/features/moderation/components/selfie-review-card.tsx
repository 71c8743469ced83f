import { moderationReasonSchema, type QueuedVerification } from '@mithaq/domain'
import { type FormEvent, useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { firstIssueText } from '../../../lib/form-errors'
import { mediaSrc } from '../../../lib/transport'
import { useReviewVerification } from '../api/moderation-calls'
import { MEMBER_SEX_UNKNOWN, poseText } from '../lib/words'
import { MemberSummary } from './member-summary'

/** A selfie to compare with the profile's pictures: approve (the badge) or refuse with a reason. */
export function SelfieReviewCard({ verification }: { verification: QueuedVerification }) {
  const t = useT()
  const titleId = useId()
  const review = useReviewVerification()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const name = verification.profile.name

  function approve() {
    review.mutate(
      { id: verification.id, input: { decision: 'approve' } },
      {
        onSuccess: () => toast.success(t('moderation.selfie.verified', { name, sex: MEMBER_SEX_UNKNOWN })),
        onError: (err) => setError(errorMessage(err)),
      },
    )
  }

  function refuse(event: FormEvent) {
    event.preventDefault()
    const parsed = moderationReasonSchema.safeParse(reason)
    if (!parsed.success) {
      setError(firstIssueText(parsed.error))
      return
    }
    review.mutate(
      { id: verification.id, input: { decision: 'refuse', reason: parsed.data } },
      {
        onSuccess: () => toast.success(t('moderation.selfie.refused')),
        onError: (err) => setError(errorMessage(err)),
      },
    )
  }

  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <h3 id={titleId} className="font-display text-xl text-ink">
        {t('moderation.selfie.title', { name, sex: MEMBER_SEX_UNKNOWN })}
      </h3>
      <p>
        <span className="font-medium">{t('moderation.selfie.pose')}</span> {poseText(t, verification.pose)}
      </p>
      <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <img
          src={mediaSrc(verification.selfieUrl)}
          alt={t('moderation.selfie.alt', { name, sex: MEMBER_SEX_UNKNOWN })}
          className="aspect-square w-full rounded-2xl border border-line object-cover"
        />
        <MemberSummary profile={verification.profile} />
      </div>
      <p className="text-sm text-muted">{t('moderation.selfie.guide')}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={approve} disabled={review.isPending}>
          {t('moderation.selfie.approve')}
        </Button>
      </div>
      <form onSubmit={refuse} noValidate className="space-y-3 border-t border-line pt-4">
        <Field label={t('moderation.selfie.reason')} error={error} hint={t('moderation.selfie.reasonHint')}>
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={review.isPending}>
          {t('moderation.selfie.refuse')}
        </Button>
      </form>
    </article>
  )
}
