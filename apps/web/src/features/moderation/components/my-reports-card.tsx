import { REPORT_STATUS_LABELS, type ReportStatus } from '@mithaq/domain'
import { Flag } from 'lucide-react'
import { cn } from '../../../components/ui/cn'
import { useMyReports } from '../api/moderation-calls'

const STATUS_STYLES: Record<ReportStatus, string> = {
  received: 'bg-sand text-ink',
  reviewed: 'bg-cream text-gold-ink border border-gold-ink/30',
  action_taken: 'bg-primary-soft text-primary',
}

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

/** The reports I made and how far the moderators got: Received, Reviewed or Action taken. */
export function MyReportsCard() {
  const { data, isError } = useMyReports()
  if (isError || !data || data.reports.length === 0) return null
  return (
    <section
      aria-labelledby="my-reports-title"
      className="space-y-3 rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <h2 id="my-reports-title" className="flex items-center gap-2 font-display text-xl text-ink">
        <Flag aria-hidden size={18} className="text-primary" /> Your reports
      </h2>
      <p className="text-sm text-muted">Moderators read every report. Here is where yours stand.</p>
      <ul className="divide-y divide-line">
        {data.reports.map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-3 py-2.5">
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{r.reportedName ?? 'A closed account'}</p>
              <p className="text-sm text-muted">
                {r.category} · {day(r.createdAt)}
              </p>
            </div>
            <span
              className={cn('shrink-0 rounded-full px-3 py-1 text-sm font-medium', STATUS_STYLES[r.status])}
            >
              {REPORT_STATUS_LABELS[r.status]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
