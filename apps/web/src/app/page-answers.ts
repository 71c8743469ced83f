import * as discover from '../features/discover'
import * as matches from '../features/matches'
import * as notifications from '../features/notifications'
import * as profiles from '../features/profiles'
import * as wallet from '../features/wallet'
import { queryClient } from '../lib/query-client'

/**
 * What surrounds Discover's first card, answered inside the page for a signed-in member
 * (decision 188, scripts/discover-boot.mjs's EARLY_REQUESTS): the balance, the Matches and Liked
 * badges (with the matches still owed their moment, decision 350), the bell, the filters and the member's own profile. Each feature names its own in its public
 * file (`features/<f>/index.ts`, `earlyAnswers`); each answer, checked by its schema, goes where its query looks, so the first render shows them and starts no request: a query
 * mounting without data starts its fetch in React's commit and renders again when it changes,
 * which made the first screen's commit one long task (decision 250). The session (/me) and the
 * feed (/discover) are taken by full-app.tsx and the Discover screen themselves.
 * Nothing happens on a page without answers: the queries ask the server as before.
 */
export function takePageAnswers() {
  for (const feature of [wallet, matches, discover, profiles, notifications]) {
    for (const { key, take } of feature.earlyAnswers) {
      const answer = take()
      if (answer !== undefined && queryClient.getQueryData(key) === undefined) {
        queryClient.setQueryData(key, answer)
      }
    }
  }
}
