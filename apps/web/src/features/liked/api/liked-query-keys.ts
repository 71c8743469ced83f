import type { LikedList } from '@mithaq/domain'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'

/** Every Liked tab lives under this key, so one invalidation refreshes all the counts. */
export const likedListsQueryKey = ['liked', 'lists'] as const

export type LikedTab = 'me' | 'mine' | 'favorites'

/** How every tab pages: from the first page, then each page's `nextCursor` until it is null. */
export const likedPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: LikedList) => last.nextCursor ?? undefined,
  // Discover changes these lists too: every visit to Liked asks again.
  staleTime: 0,
}

/** The whole tab's count (the tab title), as its latest first page says. */
export const likedTotal = (data: InfiniteData<LikedList> | undefined) => data?.pages[0]?.total

/** Takes a profile out of the given tabs at once, before the server's answer refreshes them. */
export function removeFromLikedLists(queryClient: QueryClient, id: string, tabs: readonly LikedTab[]) {
  for (const tab of tabs) {
    queryClient.setQueryData<InfiniteData<LikedList>>([...likedListsQueryKey, tab], (data) => {
      if (!data?.pages.some((page) => page.profiles.some((p) => p.id === id))) return data
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          profiles: page.profiles.filter((p) => p.id !== id),
          total: Math.max(0, page.total - 1),
        })),
      }
    })
  }
  return queryClient.invalidateQueries({ queryKey: likedListsQueryKey })
}
