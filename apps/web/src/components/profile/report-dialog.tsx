import { codePointLength, REPORT_REASON_MAX, REPORT_REASON_MIN, reportReasonSchema } from '@mithaq/domain'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'
import { Dialog } from '../ui/dialog'
import { Textarea } from '../ui/textarea'

export interface ReportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Who is being reported, for the title. */
  name: string
  /** Sends the report; a rejection keeps the dialog open so the reason is not lost. */
  onSubmit: (reason: string) => Promise<void>
}

/** A reason of 10 to 50 characters with a live count; submit stays disabled under 10. */
export function ReportDialog({ open, onOpenChange, name, onSubmit }: ReportDialogProps) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (open) setReason('')
  }, [open])

  // The server trims and counts code points; the count shown here is the same number.
  const count = codePointLength(reason.trim())
  const tooShort = count < REPORT_REASON_MIN
  const tooLong = count > REPORT_REASON_MAX
  const problem = count > 0 && tooShort ? 'short' : tooLong ? 'long' : null
  const message = problem ? (reportReasonSchema.safeParse(reason).error?.issues[0]?.message ?? null) : null

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = reportReasonSchema.safeParse(reason)
    if (!parsed.success || busy) return
    setBusy(true)
    try {
      await onSubmit(parsed.data)
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
      title={`Report ${name}`}
      description="Tell us briefly what is wrong. Our team reviews every report, and you will no longer see each other."
    >
      <form onSubmit={handleSubmit} className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink">
            Reason
          </label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${id}-count ${id}-message`}
            placeholder="For example: the pictures are not of this person"
            className="resize-none"
          />
          <div className="flex items-start justify-between gap-3 text-sm">
            <p
              id={`${id}-message`}
              aria-live="polite"
              className={cn(tooLong ? 'text-destructive' : 'text-muted')}
            >
              {message}
            </p>
            <p
              id={`${id}-count`}
              className={cn('shrink-0 tabular-nums', tooLong ? 'text-destructive' : 'text-muted')}
            >
              {count}/{REPORT_REASON_MAX}
              <span className="sr-only"> characters</span>
            </p>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={tooShort || tooLong || busy}>
            {busy ? 'Submitting...' : 'Submit Report'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
