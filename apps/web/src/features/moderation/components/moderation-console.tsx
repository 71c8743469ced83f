import { useQuery } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../components/ui/cn'
import { LoadingIndicator } from '../../../components/ui/loading-indicator'
import { formatNumber, useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import {
  appealQueueOptions,
  moderationLogOptions,
  reportQueueOptions,
  verificationQueueOptions,
} from '../api/moderation-calls'
import { actionLabel, MEMBER_SEX_UNKNOWN, when } from '../lib/words'
import { AppealCard } from './appeal-card'
import { ReportCard } from './report-card'
import { SelfieReviewCard } from './selfie-review-card'

// A member's purchases come with their tab: the refund's confirmation dialog is the console's only one.
const MemberPurchases = lazy(() =>
  import('./member-purchases').then((module) => ({ default: module.MemberPurchases })),
)

type Tab = 'reports' | 'selfies' | 'appeals' | 'log' | 'purchases'

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
  const t = useT()
  if (query.isPending) return <LoadingIndicator size="small" />
  if (query.isError)
    return (
      <div role="alert" className="space-y-3">
        <p className="text-destructive">{errorMessage(query.error)}</p>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t('moderation.tryAgain')}
        </Button>
      </div>
    )
  if (!query.data?.length)
    return <p className="rounded-3xl border border-line bg-white p-5 text-muted">{empty}</p>
  return <>{children(query.data)}</>
}

/** /moderation: open reports, selfies to check, appeals, the record of decisions, and a member's purchases. */
export function ModerationConsole() {
  const t = useT()
  const [tab, setTab] = useState<Tab>('reports')
  const reports = useQuery({ ...reportQueueOptions, select: (d) => d.reports })
  const selfies = useQuery({ ...verificationQueueOptions, select: (d) => d.verifications })
  const appeals = useQuery({ ...appealQueueOptions, select: (d) => d.appeals })
  const log = useQuery({ ...moderationLogOptions, select: (d) => d.actions, enabled: tab === 'log' })

  const tabs: { id: Tab; label: string; count?: number }[] = [
    { id: 'reports', label: t('moderation.tab.reports'), count: reports.data?.length },
    { id: 'selfies', label: t('moderation.tab.selfies'), count: selfies.data?.length },
    { id: 'appeals', label: t('moderation.tab.appeals'), count: appeals.data?.length },
    { id: 'log', label: t('moderation.tab.record') },
    { id: 'purchases', label: t('moderation.tab.purchases') },
  ]

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:px-6">
      <h1 className="font-display text-3xl text-ink">{t('moderation.title')}</h1>
      <p className="mt-1 text-muted">{t('moderation.intro')}</p>
      <nav aria-label={t('moderation.queues')} className="mt-5 flex flex-wrap gap-2">
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            aria-pressed={tab === item.id}
            onClick={() => setTab(item.id)}
            className={cn(
              'h-10 rounded-full border px-4 text-sm font-medium',
              tab === item.id
                ? 'border-primary bg-primary text-white'
                : 'border-line bg-white text-ink hover:bg-primary-soft',
            )}
          >
            {item.count === undefined
              ? item.label
              : t('moderation.tab.withCount', { label: item.label, count: formatNumber(item.count) })}
          </button>
        ))}
      </nav>
      <div className="mt-5 space-y-5">
        {tab === 'reports' && (
          <QueueState query={reports} empty={t('moderation.empty.reports')}>
            {(items) => items.map((r) => <ReportCard key={r.id} report={r} />)}
          </QueueState>
        )}
        {tab === 'selfies' && (
          <QueueState query={selfies} empty={t('moderation.empty.selfies')}>
            {(items) => items.map((v) => <SelfieReviewCard key={v.id} verification={v} />)}
          </QueueState>
        )}
        {tab === 'appeals' && (
          <QueueState query={appeals} empty={t('moderation.empty.appeals')}>
            {(items) => items.map((a) => <AppealCard key={a.id} appeal={a} />)}
          </QueueState>
        )}
        {tab === 'purchases' && (
          <Suspense fallback={<LoadingIndicator size="small" />}>
            <MemberPurchases />
          </Suspense>
        )}
        {tab === 'log' && (
          <QueueState query={log} empty={t('moderation.empty.log')}>
            {(items) => (
              <ol className="divide-y divide-line rounded-3xl border border-line bg-white">
                {items.map((a) => (
                  <li key={a.id} className="space-y-0.5 px-5 py-3">
                    <p className="font-medium text-ink">
                      {a.targetName
                        ? t('moderation.log.titleNamed', {
                            action: actionLabel(t, a.kind),
                            name: a.targetName,
                            sex: MEMBER_SEX_UNKNOWN,
                          })
                        : actionLabel(t, a.kind)}
                    </p>
                    <p className="text-sm text-muted">
                      {a.moderatorEmail
                        ? t('moderation.log.by', { when: when(a.createdAt), moderator: a.moderatorEmail })
                        : t('moderation.log.byFormer', { when: when(a.createdAt) })}
                    </p>
                    <p dir="auto" className="text-start text-sm text-ink/90">
                      {a.reason}
                    </p>
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
