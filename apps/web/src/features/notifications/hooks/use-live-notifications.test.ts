import { type Notification, notificationSchema } from '@mithaq/domain'
import { describe, expect, it } from 'vitest'
import type { NotificationFeed } from '../api/get-notifications'
import { withNotification } from './use-live-notifications'

const note = (over: Partial<Notification>): Notification =>
  notificationSchema.parse({
    id: 'n1',
    type: 'message',
    senderId: 'u1',
    senderName: 'Khalid',
    senderSex: 'male',
    referenceId: 'm1',
    content: 'Salam',
    read: false,
    createdAt: '2026-11-28T10:00:00.000Z',
    ...over,
  })

const feedOf = (notifications: Notification[], unreadCount: number): NotificationFeed => ({
  pages: [{ notifications, nextCursor: null, unreadCount }],
  pageParams: [undefined],
})

describe('a live notification in the feed', () => {
  it('moves a chat’s row to the top with its new count, counting it once (decision 365)', () => {
    const like = note({ id: 'n2', type: 'like', content: null, createdAt: '2026-11-28T10:01:00.000Z' })
    const feed = feedOf([like, note({})], 2)
    const next = withNotification(
      feed,
      note({ count: 3, content: 'Do you have brothers?', createdAt: '2026-11-28T10:05:00.000Z' }),
    )!
    expect(next.pages[0]!.notifications.map((n) => [n.id, n.count])).toEqual([
      ['n1', 3],
      ['n2', 1],
    ])
    expect(next.pages[0]!.unreadCount).toBe(2)
  })

  it('adds a new notification on top and counts it', () => {
    const next = withNotification(feedOf([note({})], 1), note({ id: 'n3', referenceId: 'm2' }))!
    expect(next.pages[0]!.notifications.map((n) => n.id)).toEqual(['n3', 'n1'])
    expect(next.pages[0]!.unreadCount).toBe(2)
  })

  it('changes nothing for a repeat of what it shows', () => {
    const feed = feedOf([note({})], 1)
    expect(withNotification(feed, note({}))).toBe(feed)
  })
})
