import type { LikedList, LikedTile as LikedTileData } from '@mithaq/domain'
import { Heart } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { LoadingIndicator } from '../../../components/ui/loading-indicator'
import { errorMessage } from '../../../lib/api-client'
import { LikedTile } from './liked-tile'

export interface LikedGridProps {
  list: { data?: LikedList; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }
  emptyTitle: string
  emptyHint: string
  emptyIcon?: ReactNode
  onOpen: (tile: LikedTileData) => void
}

/** Two columns of tiles, or the tab's own empty text. */
export function LikedGrid({ list, emptyTitle, emptyHint, emptyIcon, onOpen }: LikedGridProps) {
  if (list.isPending) return <LoadingIndicator />
  if (list.isError || !list.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-destructive">{errorMessage(list.error)}</p>
        <Button variant="secondary" onClick={() => list.refetch()}>
          Try Again
        </Button>
      </div>
    )
  }
  if (list.data.profiles.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed border-line bg-white/60 px-6 py-12 text-center">
        <span className="mb-1 flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          {emptyIcon ?? <Heart aria-hidden size={22} />}
        </span>
        <h2 className="font-display text-xl text-ink">{emptyTitle}</h2>
        <p className="text-muted">{emptyHint}</p>
      </div>
    )
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4">
      {list.data.profiles.map((tile) => (
        <li key={tile.id}>
          <LikedTile tile={tile} onOpen={() => onOpen(tile)} />
        </li>
      ))}
    </ul>
  )
}
