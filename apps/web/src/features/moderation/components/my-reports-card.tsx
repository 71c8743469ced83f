import type { ReportStatus } from '@mithaq/domain'
import { Flag } from 'lucide-react'
import { cn } from '../../../components/ui/cn'
import { useT } from '../../../i18n'
import { useMyReports } from '../api/moderation-calls'
import { categoryLabel, day, statusLabel } from '../lib/words'

const STATUS_STYLES: Record<ReportStatus, string> = {
  received: 'bg-sand text-ink',
  reviewed: 'bg-cream text-gold-ink border border-gold-ink/30',
  action_taken: 'bg-primary-soft text-primary',
}

/** The reports I made and how far the moderators got: Received, Reviewed or Action taken. */
export function MyReportsCard() {
  const t = useT()
  const { data, isError } = useMyReports()
  if (isError || !data || data.reports.length === 0) return null
  return (
    <section
      aria-labelledby="my-reports-title"
      className="space-y-3 rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <h2 id="my-reports-title" className="flex items-center gap-2 font-display text-xl text-ink">
        <Flag aria-hidden size={18} className="text-primary" /> {t('moderation.mine.title')}
      </h2>
      <p className="text-sm text-muted">{t('moderation.mine.intro')}</p>
      <ul className="divide-y divide-line">
        {data.reports.map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-3 py-2.5">
            <div className="min-w-0">
              <p dir="auto" className="truncate text-start font-medium text-ink">
                {r.reportedName ?? t('moderation.mine.closedAccount')}
              </p>
              <p className="text-sm text-muted">
                {t('moderation.mine.line', {
                  category: categoryLabel(r.category),
                  date: day(r.createdAt),
                })}
              </p>
            </div>
            <span
              className={cn('shrink-0 rounded-full px-3 py-1 text-sm font-medium', STATUS_STYLES[r.status])}
            >
              {statusLabel(r.status)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
