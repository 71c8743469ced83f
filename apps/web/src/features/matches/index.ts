import { matchNewsSchema, unreadCountSchema } from '@mithaq/domain'
import { earlyAnswer } from '../../lib/early-requests'
import { matchKeys } from './api/match-keys'

/**
 * The matches' public face for app/: the answers a signed-in page may carry, the Matches badge
 * and the matches still owed their moment (decision 350).
 */
export const earlyAnswers = [
  earlyAnswer(matchKeys.unreadCount, '/unread-count', unreadCountSchema, (answer) => answer.count),
  earlyAnswer(matchKeys.news, '/matches/news', matchNewsSchema),
]
