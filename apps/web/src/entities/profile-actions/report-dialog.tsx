import {
  codePointLength,
  REPORT_CATEGORIES,
  REPORT_REASON_MAX,
  REPORT_REASON_MIN,
  type ReportCategory,
  type ReportInput,
  reportReasonSchema,
  type Sex,
} from '@mithaq/domain'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Button } from '../../components/ui/button'
import { cn } from '../../components/ui/cn'
import { Dialog } from '../../components/ui/dialog'
import { Textarea } from '../../components/ui/textarea'
import { formatNumber, useT } from '../../i18n'
import { firstIssueText } from '../../lib/form-errors'

/** Character counts as the rule states them: '8/1000', not '8/1,000' (digits of the language still). */
const PLAIN = { useGrouping: false } as const

export interface ReportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Who is being reported, for the title. */
  name: string
  /** Their sex: the words about them agree with it in Arabic, Urdu and French (decision 300). */
  sex: Sex
  /** What the form starts with (a report from a chat's safety warning); empty when not given. */
  initial?: ReportInput
  /** Sends the report; a rejection keeps the dialog open so the reason is not lost. */
  onSubmit: (report: ReportInput) => Promise<void>
}

/**
 * What the report is about (one category, a radio group: one Tab stop, arrows choose) and a reason
 * of 10 to 50 characters with a live count; submit stays disabled until both are given.
 */
export function ReportDialog({ open, onOpenChange, name, sex, initial, onSubmit }: ReportDialogProps) {
  const t = useT()
  const id = useId()
  const [category, setCategory] = useState<ReportCategory | null>(null)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (open) {
      setCategory(initial?.category ?? null)
      setReason(initial?.reason ?? '')
    }
  }, [open, initial])

  // The server trims and counts code points; the count shown here is the same number.
  const count = codePointLength(reason.trim())
  const tooShort = count < REPORT_REASON_MIN
  const tooLong = count > REPORT_REASON_MAX
  const problem = count > 0 && tooShort ? 'short' : tooLong ? 'long' : null
  const message = problem ? (firstIssueText(reportReasonSchema.safeParse(reason).error) ?? null) : null

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = reportReasonSchema.safeParse(reason)
    if (!parsed.success || !category || busy) return
    setBusy(true)
    try {
      await onSubmit({ category, reason: parsed.data })
      onOpenChange(false)
    } catch {
      // The caller has told the user; the dialog stays open with the reason kept.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('profile.reportName', { name, sex })}
      description={t('profile.reportDescription')}
    >
      <form onSubmit={handleSubmit} className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">{t('profile.whatIsWrong')}</legend>
          <div className="flex flex-wrap gap-2">
            {REPORT_CATEGORIES.map((value) => (
              <label
                key={value}
                className="relative cursor-pointer rounded-full border border-line px-3 py-1.5 text-sm text-ink hover:bg-cream has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
              >
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={value}
                  checked={category === value}
                  onChange={() => setCategory(value)}
                  // Transparent over the whole chip (not clipped away), so a click or tap lands on it.
                  className="absolute inset-0 cursor-pointer opacity-0"
                />
                {t(`profile.category.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink">
            {t('profile.reason')}
          </label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={4}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${id}-count ${id}-message`}
            placeholder={t('profile.reasonPlaceholder')}
            className="resize-none"
          />
          <div className="flex items-start justify-between gap-3 text-sm">
            <p
              id={`${id}-message`}
              aria-live="polite"
              className={cn(tooLong ? 'text-destructive' : 'text-muted')}
            >
              {message ?? t('profile.reasonAtLeast', { min: formatNumber(REPORT_REASON_MIN) })}
            </p>
            <p
              id={`${id}-count`}
              className={cn('shrink-0 tabular-nums', tooLong ? 'text-destructive' : 'text-muted')}
            >
              <bdi>
                {formatNumber(count, PLAIN)}/{formatNumber(REPORT_REASON_MAX, PLAIN)}
              </bdi>
              <span className="sr-only"> {t('profile.characters')}</span>
            </p>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={!category || tooShort || tooLong || busy}>
            {busy ? t('profile.submitting') : t('profile.submitReport')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
