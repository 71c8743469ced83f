import { describe, expect, it } from 'vitest'
import { NOTIFICATION_TYPES } from './notifications'
import { PUSH_BODY_MAX_LENGTH, pushMessageFor, pushPayloadFor } from './push'

const base = { senderName: 'Bilal', referenceId: 'm1', content: null }

describe('pushMessageFor', () => {
  it('gives the titles and bodies of each type', () => {
    expect(pushMessageFor({ ...base, type: 'like' })).toEqual({
      title: 'New Like!',
      body: 'Bilal liked your profile!',
    })
    expect(pushMessageFor({ ...base, type: 'message', content: 'Salam' })).toEqual({
      title: 'New Message',
      body: 'Bilal: Salam',
    })
    expect(pushMessageFor({ ...base, type: 'match' })).toEqual({
      title: 'New Match!',
      body: 'You matched with Bilal!',
    })
    expect(pushMessageFor({ ...base, type: 'chat_unlocked' }).title).toBe('Chat Unlocked!')
    expect(pushMessageFor({ ...base, type: 'payment_required' }).title).toBe('Payment Required')
    expect(pushMessageFor({ ...base, type: 'test' }).title).toBe('Test Notification')
    expect(pushMessageFor({ ...base, type: 'reminder', content: 'reply' }).body).toBe(
      'Bilal is waiting for your reply. Answer before the timer ends to keep your match.',
    )
  })

  it.each(NOTIFICATION_TYPES.map((t) => [t]))('says Someone for a %s without a sender name', (type) => {
    const named = pushMessageFor({ ...base, type, content: 'payment_window' })
    const unnamed = pushMessageFor({ ...base, type, senderName: null, content: 'payment_window' })
    expect(unnamed.title).toBe(named.title)
    expect(unnamed.body).toBe(named.body.replaceAll('Bilal', 'Someone'))
    expect(pushMessageFor({ ...base, type, senderName: '  ', content: 'payment_window' })).toEqual(unnamed)
  })

  it('cuts a long message and keeps the push small', () => {
    const { body } = pushMessageFor({ ...base, type: 'message', content: 'x'.repeat(1000) })
    expect(body).toHaveLength(PUSH_BODY_MAX_LENGTH)
    expect(body.endsWith('…')).toBe(true)
  })

  it('adds where a tap leads', () => {
    expect(pushPayloadFor({ ...base, id: 'n1', senderId: 'u1', type: 'match' }).data).toEqual({
      type: 'match',
      notificationId: 'n1',
      senderId: 'u1',
      referenceId: 'm1',
      url: '/app/chat/m1',
    })
  })
})
