import type { LikedList, LikedTile as LikedTileData } from '@mithaq/domain'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { Compass, Heart } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { LoadMore } from '../../../components/ui/load-more'
import { LoadingIndicator } from '../../../components/ui/loading-indicator'
import { paths } from '../../../config/paths'
import { formatNumber, useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { LikedTile } from './liked-tile'

export interface LikedGridProps {
  list: UseInfiniteQueryResult<InfiniteData<LikedList>>
  emptyTitle: string
  emptyHint: string
  emptyIcon?: ReactNode
  onOpen: (tile: LikedTileData) => void
}

/**
 * The tab's tiles, as many columns as the width allows, with 'Show more' while the server has more;
 * or the tab's own empty text with the way to Discover.
 */
export function LikedGrid({ list, emptyTitle, emptyHint, emptyIcon, onOpen }: LikedGridProps) {
  const t = useT()
  if (list.isPending) return <LoadingIndicator />
  if (list.isError && !list.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-destructive">{errorMessage(list.error)}</p>
        <Button variant="secondary" onClick={() => list.refetch()}>
          {t('liked.tryAgain')}
        </Button>
      </div>
    )
  }
  const tiles = list.data.pages.flatMap((page) => page.profiles)
  if (tiles.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed border-line bg-white/60 px-6 py-12 text-center">
        <span className="mb-1 flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          {emptyIcon ?? <Heart aria-hidden size={22} />}
        </span>
        <h2 className="font-display text-xl text-ink">{emptyTitle}</h2>
        <p className="text-muted">{emptyHint}</p>
        <Link to={paths.app.profiles} className={`${buttonClasses('primary', 'sm')} mt-3`}>
          <Compass aria-hidden size={16} />
          {t('liked.discoverProfiles')}
        </Link>
      </div>
    )
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 2xl:grid-cols-5">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <LikedTile tile={tile} onOpen={() => onOpen(tile)} />
          </li>
        ))}
      </ul>
      <LoadMore
        list={list}
        label={t('liked.showMore')}
        failed={t('liked.loadMoreFailed')}
        summary={t('liked.showingOf', {
          shown: formatNumber(tiles.length, { useGrouping: false }),
          total: formatNumber(list.data.pages[0]?.total ?? tiles.length, { useGrouping: false }),
        })}
        className="mt-6"
      />
    </>
  )
}
