import { type Notification, notificationSchema } from '@mithaq/domain'
import { describe, expect, it } from 'vitest'
import { notificationText } from './notification-text'

const like = (extra: Partial<Notification>): Notification =>
  notificationSchema.parse({
    id: 'n1',
    type: 'like',
    senderId: 's1',
    senderName: 'Zaynab',
    referenceId: null,
    content: null,
    read: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...extra,
  })

describe('notificationText', () => {
  it('says when the sender is a demo member', () => {
    const now = new Date('2026-11-25T10:00:00.000Z')
    expect(notificationText(like({ senderIsDemo: true }), null, now).sentence).toBe(
      'Zaynab (demo member) liked your profile.',
    )
    expect(notificationText(like({}), null, now).sentence).toBe('Zaynab liked your profile.')
  })
})
