import { moderationReasonSchema, type QueuedVerification } from '@mithaq/domain'
import { type FormEvent, useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Textarea } from '../../../components/ui/textarea'
import { errorMessage } from '../../../lib/api-client'
import { mediaSrc } from '../../../lib/transport'
import { useReviewVerification } from '../api/moderation-calls'
import { MemberSummary } from './member-summary'

/** A selfie to compare with the profile's pictures: approve (the badge) or refuse with a reason. */
export function SelfieReviewCard({ verification }: { verification: QueuedVerification }) {
  const titleId = useId()
  const review = useReviewVerification()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const name = verification.profile.name

  function approve() {
    review.mutate(
      { id: verification.id, input: { decision: 'approve' } },
      {
        onSuccess: () => toast.success(`${name} is verified`),
        onError: (err) => setError(errorMessage(err)),
      },
    )
  }

  function refuse(event: FormEvent) {
    event.preventDefault()
    const parsed = moderationReasonSchema.safeParse(reason)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    review.mutate(
      { id: verification.id, input: { decision: 'refuse', reason: parsed.data } },
      { onSuccess: () => toast.success('Selfie refused'), onError: (err) => setError(errorMessage(err)) },
    )
  }

  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <h3 id={titleId} className="font-display text-xl text-ink">
        Selfie of {name}
      </h3>
      <p>
        <span className="font-medium">Pose asked for:</span> {verification.pose}
      </p>
      <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <img
          src={mediaSrc(verification.selfieUrl)}
          alt={`${name}, verification selfie`}
          className="aspect-square w-full rounded-2xl border border-line object-cover"
        />
        <MemberSummary profile={verification.profile} />
      </div>
      <p className="text-sm text-muted">
        Approve only when the same person is in the selfie and the pictures, in the pose asked for. The selfie
        is deleted once you decide.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={approve} disabled={review.isPending}>
          Approve
        </Button>
      </div>
      <form onSubmit={refuse} noValidate className="space-y-3 border-t border-line pt-4">
        <Field label="Reason for refusing" error={error} hint="Shown to the member, so they can try again.">
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
          Refuse
        </Button>
      </form>
    </article>
  )
}
