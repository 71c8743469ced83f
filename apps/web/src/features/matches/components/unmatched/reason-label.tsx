import type { UnmatchReason } from '@mithaq/domain'
import { cn } from '../../../../components/ui/cn'

export const reasonText = (reason: UnmatchReason, name: string) =>
  reason === 'non_response'
    ? 'Non-response auto-unmatch'
    : reason === 'you_unmatched'
      ? 'You unmatched'
      : `${name} unmatched with you`

/** Why the match ended, as a small label. */
export function ReasonLabel({ reason, name }: { reason: UnmatchReason; name: string }) {
  return (
    <span
      className={cn(
        'mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-medium',
        reason === 'they_unmatched' ? 'bg-destructive-soft text-destructive' : 'bg-sand text-gold-ink',
      )}
    >
      {reasonText(reason, name)}
    </span>
  )
}
