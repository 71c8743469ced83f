import { afterEach, describe, expect, it, vi } from 'vitest'
import { matchKeys } from '../features/matches/api/match-keys'
import { notificationKeys } from '../features/notifications/api/notification-keys'
import { resetSentAnswers } from '../lib/early-requests'
import { queryClient } from '../lib/query-client'
import { removeSentPage, sendWithPage } from '../testing/page-answers'
import { takePageAnswers } from './page-answers'

afterEach(() => {
  removeSentPage()
  resetSentAnswers()
  queryClient.clear()
  vi.restoreAllMocks()
})

describe("the page's answers, named by each feature's public file", () => {
  it('go where their queries look, in the shape each query keeps; a wrong one goes nowhere', () => {
    // A fresh page: the answers are read only while the page is young (EARLY_MAX_AGE_MS).
    vi.spyOn(performance, 'now').mockReturnValue(100)
    const bell = { notifications: [], nextCursor: null, unreadCount: 2 }
    sendWithPage({ '/unread-count': { count: 3 }, '/notifications?limit=30': bell, '/matches/news': 'no' })
    takePageAnswers()
    expect(queryClient.getQueryData(matchKeys.unreadCount)).toBe(3)
    expect(queryClient.getQueryData(notificationKeys.feed)).toEqual({
      pages: [bell],
      pageParams: [undefined],
    })
    expect(queryClient.getQueryData(matchKeys.news)).toBeUndefined()
  })

  it('leave alone a query that already has its data', () => {
    vi.spyOn(performance, 'now').mockReturnValue(100)
    queryClient.setQueryData(matchKeys.unreadCount, 7)
    sendWithPage({ '/unread-count': { count: 3 } })
    takePageAnswers()
    expect(queryClient.getQueryData(matchKeys.unreadCount)).toBe(7)
  })
})
