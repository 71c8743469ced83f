import type { ModerationActionKind } from '@mithaq/domain'
import { REPORT_ACTION_LABELS } from '@mithaq/domain'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../components/ui/cn'
import { LoadingIndicator } from '../../../components/ui/loading-indicator'
import { errorMessage } from '../../../lib/api-client'
import {
  appealQueueOptions,
  moderationLogOptions,
  reportQueueOptions,
  verificationQueueOptions,
} from '../api/moderation-calls'
import { AppealCard } from './appeal-card'
import { ReportCard } from './report-card'
import { SelfieReviewCard } from './selfie-review-card'

type Tab = 'reports' | 'selfies' | 'appeals' | 'log'

const KIND_LABELS: Record<ModerationActionKind, string> = {
  ...REPORT_ACTION_LABELS,
  appeal_lifted: 'Appeal: lifted',
  appeal_upheld: 'Appeal: kept',
  verification_approved: 'Selfie approved',
  verification_refused: 'Selfie refused',
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** A list that loads, fails with a retry, or says calmly that there is nothing to do. */
function QueueState<T>({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T[]; refetch: () => unknown }
  empty: string
  children: (items: T[]) => ReactNode
}) {
  if (query.isPending) return <LoadingIndicator size="small" />
  if (query.isError)
    return (
      <div role="alert" className="space-y-3">
        <p className="text-destructive">{errorMessage(query.error)}</p>
        <Button variant="secondary" onClick={() => query.refetch()}>
          Try Again
        </Button>
      </div>
    )
  if (!query.data?.length)
    return <p className="rounded-3xl border border-line bg-white p-5 text-muted">{empty}</p>
  return <>{children(query.data)}</>
}

/** /app/moderation: open reports, selfies to check, appeals, and the record of decisions. */
export function ModerationConsole() {
  const [tab, setTab] = useState<Tab>('reports')
  const reports = useQuery({ ...reportQueueOptions, select: (d) => d.reports })
  const selfies = useQuery({ ...verificationQueueOptions, select: (d) => d.verifications })
  const appeals = useQuery({ ...appealQueueOptions, select: (d) => d.appeals })
  const log = useQuery({ ...moderationLogOptions, select: (d) => d.actions, enabled: tab === 'log' })

  const tabs: { id: Tab; label: string; count?: number }[] = [
    { id: 'reports', label: 'Reports', count: reports.data?.length },
    { id: 'selfies', label: 'Selfies', count: selfies.data?.length },
    { id: 'appeals', label: 'Appeals', count: appeals.data?.length },
    { id: 'log', label: 'Record' },
  ]

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:px-6">
      <h1 className="font-display text-3xl text-ink">Moderation</h1>
      <p className="mt-1 text-muted">Every decision is recorded with your name, the reason and the time.</p>
      <nav aria-label="Moderation queues" className="mt-5 flex flex-wrap gap-2">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            aria-pressed={tab === t.id}
            onClick={() => setTab(t.id)}
            className={cn(
              'h-10 rounded-full border px-4 text-sm font-medium',
              tab === t.id
                ? 'border-primary bg-primary text-white'
                : 'border-line bg-white text-ink hover:bg-primary-soft',
            )}
          >
            {t.label}
            {t.count !== undefined && ` (${t.count})`}
          </button>
        ))}
      </nav>
      <div className="mt-5 space-y-5">
        {tab === 'reports' && (
          <QueueState query={reports} empty="No open reports. Thank you for keeping Mithaq safe.">
            {(items) => items.map((r) => <ReportCard key={r.id} report={r} />)}
          </QueueState>
        )}
        {tab === 'selfies' && (
          <QueueState query={selfies} empty="No selfies waiting for a check.">
            {(items) => items.map((v) => <SelfieReviewCard key={v.id} verification={v} />)}
          </QueueState>
        )}
        {tab === 'appeals' && (
          <QueueState query={appeals} empty="No appeals waiting for an answer.">
            {(items) => items.map((a) => <AppealCard key={a.id} appeal={a} />)}
          </QueueState>
        )}
        {tab === 'log' && (
          <QueueState query={log} empty="No decisions yet.">
            {(items) => (
              <ol className="divide-y divide-line rounded-3xl border border-line bg-white">
                {items.map((a) => (
                  <li key={a.id} className="space-y-0.5 px-5 py-3">
                    <p className="font-medium text-ink">
                      {KIND_LABELS[a.kind]}
                      {a.targetName && ` · ${a.targetName}`}
                    </p>
                    <p className="text-sm text-muted">
                      {when(a.createdAt)} by {a.moderatorEmail ?? 'a former moderator'}
                    </p>
                    <p className="text-sm text-ink/90">{a.reason}</p>
                  </li>
                ))}
              </ol>
            )}
          </QueueState>
        )}
      </div>
    </section>
  )
}
