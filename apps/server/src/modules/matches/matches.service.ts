import { TOKEN_RULES, type TokenRules } from '@mithaq/domain'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { withDeps } from '../../lib/use-case'
import type { Announcer } from '../notifications'
import type { SignMediaUrl } from '../profiles'
import { endAllForDeactivation } from './end-all-for-deactivation'
import { endForBlock } from './end-for-block'
import { endOrRematch, removeForever } from './end-or-rematch'
import { expireDue } from './expire-due'
import { listActive, listUnmatched } from './list-matches'
import { markListSeen, markMomentShown } from './mark-seen'
import { getDetail } from './match-detail'
import { news } from './match-news'
import { settleDueFor } from './match-transaction'
import { openForMutualLike } from './open-for-mutual-like'
import { pay } from './pay'
import { setPicturesRevealed } from './reveal-pictures'
import { type MessageInsert, sendMessage } from './send-message'
import { getVisibleMatch } from './visible-match'

export type { MessageInsert } from './send-message'

export interface MatchServiceDeps {
  db: Db
  clock: Clock
  announcer: Announcer
  /** Signs picture links for the viewer (app.mediaUrls.sign). */
  sign: SignMediaUrl
  rules?: TokenRules
}

export type MatchService = ReturnType<typeof createMatchService>

/**
 * The match economy's front door. Each use case is its own file taking the dependencies it
 * names (decision 510); this only hands them in, so callers keep one object.
 */
export function createMatchService(given: MatchServiceDeps) {
  const deps = { ...given, rules: given.rules ?? TOKEN_RULES }
  return {
    settleDueFor: withDeps(deps, settleDueFor),
    getVisibleMatch: withDeps(deps, getVisibleMatch),
    openForMutualLike: withDeps(deps, openForMutualLike),
    endForBlock: withDeps(deps, endForBlock),
    endAllForDeactivation: withDeps(deps, endAllForDeactivation),
    expireDue: withDeps(deps, expireDue),
    sendMessage: <T>(senderId: string, matchId: string, insert: MessageInsert<T>): Promise<T> =>
      sendMessage(deps, senderId, matchId, insert),
    news: withDeps(deps, news),
    markMomentShown: withDeps(deps, markMomentShown),
    markListSeen: withDeps(deps, markListSeen),
    listActive: withDeps(deps, listActive),
    listUnmatched: withDeps(deps, listUnmatched),
    getDetail: withDeps(deps, getDetail),
    pay: withDeps(deps, pay),
    unmatch: (viewerId: string, matchId: string) => endOrRematch(deps, viewerId, matchId, 'unmatch'),
    rematch: (viewerId: string, matchId: string) => endOrRematch(deps, viewerId, matchId, 'rematch'),
    setPicturesRevealed: withDeps(deps, setPicturesRevealed),
    removeForever: withDeps(deps, removeForever),
  }
}
