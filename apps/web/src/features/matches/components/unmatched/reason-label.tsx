import type { Sex, UnmatchReason } from '@mithaq/domain'
import type { TextKey, Translator } from '@mithaq/i18n'
import { cn } from '../../../../components/ui/cn'
import { useT } from '../../../../i18n'

export const reasonText = (t: Translator<TextKey>, reason: UnmatchReason, name: string, sex: Sex) =>
  reason === 'non_response'
    ? t('matches.reason.nonResponse')
    : reason === 'you_unmatched'
      ? t('matches.reason.youUnmatched')
      : t('matches.reason.theyUnmatched', { name, sex })

/** Why the match ended, as a small label. */
export function ReasonLabel({ reason, name, sex }: { reason: UnmatchReason; name: string; sex: Sex }) {
  const t = useT()
  return (
    <span
      className={cn(
        'mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-medium',
        reason === 'they_unmatched' ? 'bg-destructive-soft text-destructive' : 'bg-sand text-gold-ink',
      )}
    >
      {reasonText(t, reason, name, sex)}
    </span>
  )
}
