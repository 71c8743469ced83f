import type { MatchListItem } from '@mithaq/domain'
import { useQueryClient } from '@tanstack/react-query'
import { HeartCrack, Search } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../../components/ui/button'
import { ErrorScreen } from '../../../../components/ui/error-boundary'
import { inputClasses } from '../../../../components/ui/field'
import { LoadingIndicator } from '../../../../components/ui/loading-indicator'
import { paths } from '../../../../config/paths'
import { formatNumber, useT } from '../../../../i18n'
import { errorMessage } from '../../../../lib/api-client'
import { useNow } from '../../../../lib/use-now'
import { markMatchesSeen, useMatchNews } from '../../api/get-match-news'
import { useMatches } from '../../api/get-matches'
import { useUnmatched } from '../../api/get-unmatched'
import { matchKeys } from '../../api/match-keys'
import { MatchRow } from './match-row'

/** Name search: trimmed, case-insensitive, anywhere in the name. */
export function filterMatches(matches: MatchListItem[], query: string): MatchListItem[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return matches
  return matches.filter((m) => m.profile.name.toLocaleLowerCase().includes(needle))
}

const newestFirst = (a: MatchListItem, b: MatchListItem) =>
  Date.parse(b.lastActivityAt) - Date.parse(a.lastActivityAt)

/** /app/matches: 'Your Matches', newest activity first, live. */
export function MatchesScreen() {
  const t = useT()
  const matches = useMatches()
  const unmatched = useUnmatched()
  const [query, setQuery] = useState('')
  const searchId = useId()
  // Timestamps move from '3:05 PM' to 'Yesterday', and each row's time left counts down.
  const now = useNow(1000)
  // Looking at the list sees every new match in it: the tab's badge for them clears (decision 350).
  const queryClient = useQueryClient()
  const newMatches = useMatchNews().data?.newMatches ?? 0
  useEffect(() => {
    if (newMatches === 0) return
    void markMatchesSeen()
      .then(() => queryClient.invalidateQueries({ queryKey: matchKeys.news }))
      .catch(() => undefined)
  }, [newMatches, queryClient])

  const rows = useMemo(
    () => filterMatches([...(matches.data ?? [])].sort(newestFirst), query),
    [matches.data, query],
  )

  return (
    <section className="px-4 py-6 sm:px-5">
      <div className="flex items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">{t('matches.title')}</h1>
        <Link to={paths.app.unmatched} className={buttonClasses('secondary', 'sm')}>
          <HeartCrack aria-hidden size={16} />
          {t('matches.unmatchedLink', { count: formatNumber(unmatched.data?.length ?? 0) })}
        </Link>
      </div>

      <div className="relative mt-5">
        <label htmlFor={searchId} className="sr-only">
          {t('matches.search.label')}
        </label>
        <Search
          aria-hidden
          size={18}
          className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2 text-muted"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('matches.search.placeholder')}
          className={`${inputClasses} rounded-full ps-11`}
        />
      </div>

      <div className="mt-5">
        {matches.isPending ? (
          <LoadingIndicator />
        ) : matches.isError && !matches.data ? (
          <ErrorScreen message={errorMessage(matches.error)} onRetry={() => void matches.refetch()} />
        ) : matches.data.length === 0 && (unmatched.data?.length ?? 0) > 0 ? (
          // 'No matches yet' would be untrue to someone whose matches have ended: say where they are.
          <EmptyState title={t('matches.empty.noActive')}>{t('matches.empty.noActiveText')}</EmptyState>
        ) : matches.data.length === 0 ? (
          <EmptyState title={t('matches.empty.none')}>{t('matches.empty.noneText')}</EmptyState>
        ) : rows.length === 0 ? (
          <EmptyState title={t('matches.empty.noResults', { query: query.trim() })}>
            {t('matches.empty.tryAnother')}
          </EmptyState>
        ) : (
          <ul
            aria-label={t('matches.list')}
            className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white"
          >
            {rows.map((match) => (
              <MatchRow key={match.id} match={match} now={now} />
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function EmptyState({ title, children }: { title: string; children: string }) {
  return (
    <div
      role="status"
      className="rounded-3xl border border-dashed border-line bg-white/60 px-6 py-12 text-center"
    >
      <p className="font-display text-xl text-ink">{title}</p>
      <p className="mt-2 text-muted">{children}</p>
    </div>
  )
}
