import type { LikedTile as LikedTileData } from '@mithaq/domain'
import { MapPin, MessageCircle, X } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useCountryNames } from '../../../entities/profile/country-names'
import { DemoBadge } from '../../../entities/profile/demo-badge'
import { PrivatePicturesLabel } from '../../../entities/profile/private-pictures-label'
import { formatLocation } from '../../../entities/profile/profile-card'
import { formatNumber, Isolated, useT } from '../../../i18n'
import { mediaSrc } from '../../../lib/transport'

const tileClasses =
  'group flex h-full w-full flex-col overflow-hidden rounded-2xl border border-line bg-white text-start shadow-sm transition-shadow hover:shadow-md'

/**
 * A tile of the Liked grid: photo or initial, name and age, occupation, city and country. Someone
 * I am matched with says so, and the tile opens our chat instead of the profile dialog.
 */
export function LikedTile({ tile, onOpen }: { tile: LikedTileData; onOpen: () => void }) {
  const t = useT()
  if (tile.matchId) {
    return (
      <Link to={paths.app.chat(tile.matchId)} className={tileClasses}>
        <TileContent tile={tile}>
          {/* On a narrow tile it breaks after the dot instead of cutting 'Open chat' off. */}
          <span className="mt-2 flex w-fit max-w-full items-start gap-1.5 rounded-xl bg-primary-soft px-2.5 py-1 text-xs leading-5 font-semibold text-primary">
            <MessageCircle aria-hidden size={14} className="mt-0.5 shrink-0" />
            <span className="min-w-0">
              <span className="whitespace-nowrap">{t('liked.matched')}</span>{' '}
              <span className="whitespace-nowrap">{t('liked.openChat')}</span>
            </span>
          </span>
        </TileContent>
      </Link>
    )
  }
  return (
    <button type="button" onClick={onOpen} aria-haspopup="dialog" className={tileClasses}>
      <TileContent tile={tile} />
    </button>
  )
}

function TileContent({ tile, children }: { tile: LikedTileData; children?: ReactNode }) {
  const t = useT()
  // Renders again when the country names of the member's language arrive.
  useCountryNames()
  const [failed, setFailed] = useState(false)
  const initial = tile.name.trim().charAt(0).toUpperCase() || '?'
  return (
    <>
      <span className="relative block aspect-[4/5] w-full overflow-hidden bg-primary-soft">
        {tile.picture && !failed ? (
          <img
            src={mediaSrc(tile.picture)}
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
        {tile.isDemo && <DemoBadge className="absolute top-2 start-2 bg-cream/95 shadow-sm" />}
        {tile.picturesBlurred && tile.picture && !failed && (
          <PrivatePicturesLabel compact className="absolute bottom-2 start-2" />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 p-3">
        <span className="truncate font-semibold text-ink">
          {t.rich<ReactNode>(
            'liked.nameAge',
            {
              who: (chunks) => (
                <bdi key="who" dir="auto">
                  {chunks}
                </bdi>
              ),
            },
            { name: tile.name, sex: tile.sex, age: formatNumber(tile.age) },
          )}
        </span>
        <span className="truncate text-start text-sm text-muted">
          {tile.occupation ? <Isolated>{tile.occupation}</Isolated> : t('notices.noOccupationListed')}
        </span>
        <span className="flex min-w-0 items-start gap-1 text-sm leading-snug text-muted">
          <MapPin aria-hidden size={14} className="mt-0.5 shrink-0" />
          <span className="min-w-0 break-words">{formatLocation(tile.location)}</span>
        </span>
        {/* I passed them (on Discover or here) but they liked me: they stay, and Like still works. */}
        {tile.passedByMe && !tile.matchId && (
          <span className="mt-1.5 inline-flex w-fit max-w-full items-center gap-1 rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-muted">
            <X aria-hidden size={12} className="shrink-0" />
            <span className="min-w-0">{t('liked.youPassed', { sex: tile.sex })}</span>
          </span>
        )}
        {children}
      </span>
    </>
  )
}
