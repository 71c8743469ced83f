import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { Button } from './button'
import { cn } from './cn'

/** What an infinite query offers for its next page (TanStack Query's own field names). */
export interface NextPage {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => Promise<unknown>
}

/**
 * The button under a paged list, and the error when the next page failed. A button rather than
 * infinite scroll: reachable by keyboard, and nothing is loaded that nobody asked for.
 */
export function LoadMore({
  list,
  label,
  failed,
  summary,
  className,
}: {
  list: NextPage
  label: string
  /** Said when the next page could not be loaded. */
  failed: string
  /** Shown above the button, e.g. 'Showing 48 of 120'. */
  summary?: ReactNode
  className?: string
}) {
  const t = useT()
  return (
    <>
      {list.hasNextPage && (
        <div className={cn('flex flex-col items-center gap-2', className)}>
          {summary && <p className="text-sm text-muted">{summary}</p>}
          <Button
            variant="secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? t('common.loadingMore') : label}
          </Button>
        </div>
      )}
      {list.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-center text-sm text-destructive">
          {failed}
        </p>
      )}
    </>
  )
}
