import {
  discoverFiltersSchema,
  matchNewsSchema,
  notificationPageSchema,
  ownProfileSchema,
  unreadCountSchema,
  walletSchema,
} from '@mithaq/domain'
import type { QueryKey } from '@tanstack/react-query'
import { walletQueryKey } from '../entities/wallet/wallet'
import { discoveryFiltersQueryKey } from '../features/discover/api/get-discovery-filters'
import { matchKeys } from '../features/matches/api/match-keys'
import { notificationKeys } from '../features/notifications/api/notification-keys'
import { ownProfileQueryKey } from '../features/profiles/api/get-own-profile'
import { type Schema, takeSentAnswer } from '../lib/early-requests'
import { queryClient } from '../lib/query-client'

/**
 * What surrounds Discover's first card, answered inside the page for a signed-in member
 * (decision 188, scripts/discover-boot.mjs's EARLY_REQUESTS): the balance, the Matches and Liked
 * badges (with the matches still owed their moment, decision 350), the bell, the filters and the member's own profile. Each answer, checked by its schema,
 * goes where its query looks, so the first render shows them and starts no request: a query
 * mounting without data starts its fetch in React's commit and renders again when it changes,
 * which made the first screen's commit one long task (decision 250). The session (/me) and the
 * feed (/discover) are taken by full-app.tsx and the Discover screen themselves.
 * Nothing happens on a page without answers: the queries ask the server as before.
 */
export function takePageAnswers() {
  function put<T>(key: QueryKey, path: string, schema: Schema<T>, data: (answer: T) => unknown = (a) => a) {
    const answer = takeSentAnswer(path, schema)
    if (answer !== undefined && queryClient.getQueryData(key) === undefined) {
      queryClient.setQueryData(key, data(answer))
    }
  }
  put(walletQueryKey, '/wallet', walletSchema)
  put(matchKeys.unreadCount, '/unread-count', unreadCountSchema, (answer) => answer.count)
  put(matchKeys.news, '/matches/news', matchNewsSchema)
  put(discoveryFiltersQueryKey, '/discover/filters', discoverFiltersSchema)
  put(ownProfileQueryKey, '/profile', ownProfileSchema)
  // The notifications' first page, as the infinite query keeps it (get-notifications.ts, 30 a page).
  put(notificationKeys.feed, '/notifications?limit=30', notificationPageSchema, (page) => ({
    pages: [page],
    pageParams: [undefined],
  }))
}
