import { notificationPageSchema } from '@mithaq/domain'
import { earlyAnswer } from '../../lib/early-requests'
import { notificationKeys } from './api/notification-keys'

/**
 * Notifications' public face for app/: the bell's first page a signed-in page may carry, kept as
 * the infinite query keeps it (get-notifications.ts, 30 a page).
 */
export const earlyAnswers = [
  earlyAnswer(notificationKeys.feed, '/notifications?limit=30', notificationPageSchema, (page) => ({
    pages: [page],
    pageParams: [undefined],
  })),
]
