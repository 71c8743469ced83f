import {
  englishTranslator,
  type Notification,
  notificationSchema,
  pushMessageFor,
  REMATCH_CONTENT,
} from '@mithaq/domain'
import { describe, expect, it } from 'vitest'
import { notificationText } from './notification-text'

const notice = (extra: Partial<Notification>): Notification =>
  notificationSchema.parse({
    id: 'n1',
    type: 'like',
    senderId: 's1',
    senderName: 'Zaynab',
    senderSex: 'female',
    referenceId: null,
    content: null,
    read: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...extra,
  })
const now = new Date('2026-11-25T10:00:00.000Z')

describe('notificationText', () => {
  it('says when the sender is a demo member', () => {
    expect(notificationText(notice({ senderIsDemo: true }), null, now, englishTranslator()).sentence).toBe(
      'Zaynab (demo member) liked your profile!',
    )
    expect(notificationText(notice({}), null, now, englishTranslator()).sentence).toBe(
      'Zaynab liked your profile!',
    )
  })

  it('has the title and first sentence of the push of the same notification', () => {
    const types: Partial<Notification>[] = [
      { type: 'like' },
      { type: 'match' },
      { type: 'match', content: REMATCH_CONTENT },
      { type: 'message', content: 'Salam' },
      { type: 'chat_unlocked' },
      { type: 'payment_required' },
      { type: 'reminder', content: 'reply' },
      { type: 'test' },
    ]
    for (const extra of types) {
      const n = notice(extra)
      const push = pushMessageFor(n, englishTranslator())
      const text = notificationText(n, undefined, now, englishTranslator())
      expect(text.title).toBe(push.title)
      expect(text.sentence.startsWith(push.body)).toBe(true)
    }
  })

  it('tells a rematched member who rematched, under the title of a match', () => {
    const text = notificationText(
      notice({ type: 'match', content: REMATCH_CONTENT }),
      null,
      now,
      englishTranslator(),
    )
    expect(text).toEqual({
      title: 'New Match!',
      sentence: 'Zaynab rematched with you! Unlock the chat to talk again.',
    })
  })
})
