import type { LikedList, LikedTile } from '@mithaq/domain'
import type { InfiniteData } from '@tanstack/react-query'
import { Star, UserRoundX } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { type ReactNode, useEffect, useState } from 'react'
import { useCelebrateMatch } from '../../../entities/match/use-celebrate-match'
import { useT } from '../../../i18n'
import { useFavorites } from '../api/get-favorites'
import { useLikedByMe } from '../api/get-liked-by-me'
import { useLikedMe } from '../api/get-liked-me'
import { likedTotal } from '../api/liked-query-keys'
import { LikedGrid } from './liked-grid'
import { ProfileDialog } from './profile-dialog'

const tabLabel = (
  label: (n: number) => string,
  data: InfiniteData<LikedList> | undefined,
  fallback: string,
) => {
  const total = likedTotal(data)
  return total === undefined ? fallback : label(total)
}

const triggerClasses =
  'min-w-0 rounded-full px-3.5 py-2 text-sm font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-primary data-[state=active]:text-white data-[state=active]:shadow-sm'

export interface LikedScreenProps {
  /**
   * The unmatched list, embedded in the 'Unmatched' tab. It comes with the matches issue; until
   * then the tab shows a calm placeholder.
   */
  unmatched?: ReactNode
  /** Told which tab is on screen (on first show and on every change), e.g. to clear new likes. */
  onTabShown?: (tab: string) => void
}

/** /app/liked: who liked me (free), whom I liked, my favorites, and the unmatched list. */
export function LikedScreen({ unmatched, onTabShown }: LikedScreenProps) {
  const t = useT()
  const likedMe = useLikedMe()
  const likedByMe = useLikedByMe()
  const favorites = useFavorites()
  const celebrateMatch = useCelebrateMatch()
  const [open, setOpen] = useState<LikedTile | null>(null)
  const [tab, setTab] = useState('me')
  useEffect(() => onTabShown?.(tab), [tab, onTabShown])

  return (
    <section aria-labelledby="liked-title" className="mx-auto max-w-6xl px-4 pt-6 pb-4 lg:px-8">
      <h1 id="liked-title" className="font-display text-3xl text-ink">
        {t('liked.title')}
      </h1>
      <p className="mt-1 text-muted">{t('liked.subtitle')}</p>

      <Tabs.Root value={tab} onValueChange={setTab} className="mt-5">
        {/* Tabs that do not fit on one row (Turkish, French, Urdu on a phone) wrap onto a second
            rather than hide off-screen behind a sideways scroll nobody sees. */}
        <Tabs.List
          aria-label={t('liked.lists')}
          className="flex w-fit max-w-full flex-wrap gap-1 rounded-3xl border border-line bg-white p-1"
        >
          <Tabs.Trigger value="me" className={triggerClasses}>
            {tabLabel((n) => t('notices.likedMeTab', { n }), likedMe.data, t('liked.likedMe'))}
          </Tabs.Trigger>
          <Tabs.Trigger value="mine" className={triggerClasses}>
            {tabLabel((n) => t('notices.iLikedTab', { n }), likedByMe.data, t('liked.iLiked'))}
          </Tabs.Trigger>
          <Tabs.Trigger value="favorites" className={triggerClasses}>
            {tabLabel((n) => t('notices.favoritedTab', { n }), favorites.data, t('liked.favorited'))}
          </Tabs.Trigger>
          <Tabs.Trigger value="unmatched" className={triggerClasses}>
            {t('notices.unmatchedTab')}
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="me" className="mt-4 focus:outline-none">
          <LikedGrid
            list={likedMe}
            emptyTitle={t('notices.noLikesYet')}
            emptyHint={t('notices.likedMeEmptyHint')}
            onOpen={setOpen}
          />
        </Tabs.Content>
        <Tabs.Content value="mine" className="mt-4 focus:outline-none">
          <LikedGrid
            list={likedByMe}
            emptyTitle={t('notices.noLikesYet')}
            emptyHint={t('notices.iLikedEmptyHint')}
            onOpen={setOpen}
          />
        </Tabs.Content>
        <Tabs.Content value="favorites" className="mt-4 focus:outline-none">
          <LikedGrid
            list={favorites}
            emptyTitle={t('notices.noFavoritesYet')}
            emptyHint={t('notices.favoritesEmptyHint')}
            emptyIcon={<Star aria-hidden size={22} />}
            onOpen={setOpen}
          />
        </Tabs.Content>
        <Tabs.Content value="unmatched" className="mt-4 focus:outline-none">
          {/* SLOT: the unmatched list (matches issue) is passed in by the route as `unmatched`. */}
          {unmatched ?? (
            <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed border-line bg-white/60 px-6 py-12 text-center">
              <span className="mb-1 flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary">
                <UserRoundX aria-hidden size={22} />
              </span>
              <p className="text-muted">{t('liked.unmatchedPlaceholder')}</p>
            </div>
          )}
        </Tabs.Content>
      </Tabs.Root>

      {open && (
        <ProfileDialog key={open.id} tile={open} onClose={() => setOpen(null)} onMatch={celebrateMatch} />
      )}
    </section>
  )
}
