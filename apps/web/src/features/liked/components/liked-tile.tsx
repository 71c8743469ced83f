import { type LikedTile as LikedTileData, MESSAGES } from '@mithaq/domain'
import { MapPin } from 'lucide-react'
import { useState } from 'react'
import { DemoBadge } from '../../../components/profile/demo-badge'
import { formatLocation } from '../../../components/profile/profile-card'

/** A tile of the Liked grid: photo or initial, name and age, occupation, city and country. */
export function LikedTile({ tile, onOpen }: { tile: LikedTileData; onOpen: () => void }) {
  const [failed, setFailed] = useState(false)
  const initial = tile.name.trim().charAt(0).toUpperCase() || '?'
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="group flex h-full w-full flex-col overflow-hidden rounded-2xl border border-line bg-white text-left shadow-sm transition-shadow hover:shadow-md"
    >
      <span className="relative block aspect-[4/5] w-full overflow-hidden bg-primary-soft sm:aspect-[4/3]">
        {tile.picture && !failed ? (
          <img
            src={tile.picture}
            alt=""
            loading="lazy"
            onError={() => setFailed(true)}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : (
          <span
            aria-hidden
            className="flex h-full w-full items-center justify-center font-display text-6xl text-primary"
          >
            {initial}
          </span>
        )}
        {/* On the picture, so the name keeps the tile's whole width on a phone. */}
        {tile.isDemo && <DemoBadge className="absolute top-2 left-2 bg-cream/95 shadow-sm" />}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 p-3">
        <span className="truncate font-semibold text-ink">
          {tile.name}, {tile.age}
        </span>
        <span className="truncate text-sm text-muted">{tile.occupation || MESSAGES.noOccupationListed}</span>
        <span className="flex min-w-0 items-start gap-1 text-sm leading-snug text-muted">
          <MapPin aria-hidden size={14} className="mt-0.5 shrink-0" />
          <span className="min-w-0 break-words">{formatLocation(tile.location)}</span>
        </span>
      </span>
    </button>
  )
}
