import {
  type MatchTimer,
  markNotificationsReadResultSchema,
  markNotificationsReadSchema,
  type Notification,
  notificationPageSchema,
  REMATCH_CONTENT,
} from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { answer, answerError, api } from '../../../testing/api-answers'
import { buildNotification, minutesFromNow } from '../../../testing/factories'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { NotificationsScreen } from './notifications-screen'

/** The server's side: one page of notifications, read as marked; the ids each mark-read call named. */
function notificationsServer(stored: Notification[], feed?: () => Response) {
  let notifications = stored
  const marked: (string[] | 'all')[] = []
  server.use(
    http.get(
      api('/notifications'),
      feed ??
        (() =>
          answer(notificationPageSchema, {
            notifications,
            nextCursor: null,
            unreadCount: notifications.filter((n) => !n.read).length,
          })),
    ),
    http.post(api('/notifications/read'), async ({ request }) => {
      const { ids } = markNotificationsReadSchema.parse(await request.json())
      marked.push(ids ?? 'all')
      const marks = (n: Notification) => !n.read && (ids === undefined || ids.includes(n.id))
      const updated = notifications.filter(marks).length
      notifications = notifications.map((n) => (marks(n) ? { ...n, read: true } : n))
      return answer(markNotificationsReadResultSchema, { updated })
    }),
  )
  return marked
}

function Where() {
  return <output aria-label="Current page">{useLocation().pathname}</output>
}

/** The list's rows as the person reads them: the title, then the sentence. */
async function rows() {
  const list = await screen.findByRole('list', { name: 'Notifications' })
  return within(list).getAllByRole('button')
}

const renderScreen = (timerFor?: (matchId: string) => MatchTimer | null | undefined) =>
  renderWithProviders(
    <>
      <NotificationsScreen timerFor={timerFor} />
      <Where />
    </>,
    { path: '/app/notifications' },
  )

describe('the notifications screen', () => {
  it('says each kind of event in plain words, with who it is from', async () => {
    notificationsServer([
      buildNotification({ type: 'like', senderName: 'Zaynab', referenceId: null }),
      buildNotification({ type: 'match', senderName: 'Huda' }),
      buildNotification({ type: 'match', senderName: 'Huda', content: REMATCH_CONTENT }),
      buildNotification({ type: 'message', senderName: 'Maryam', content: 'Salam! Free on Friday?' }),
      buildNotification({ type: 'chat_unlocked', senderName: 'Maryam' }),
      buildNotification({ type: 'payment_required', senderName: 'Aisha' }),
      buildNotification({ type: 'like', senderName: 'Sara', senderIsDemo: true, referenceId: null }),
      buildNotification({ type: 'like', senderName: null, referenceId: null }),
    ])
    renderScreen()

    const texts = (await rows()).map((row) => row.textContent)
    const expected = [
      ['New Like!', 'Zaynab liked your profile!'],
      ['New Match!', 'You matched with Huda! Unlock the chat to start talking.'],
      ['New Match!', 'Huda rematched with you! Unlock the chat to talk again.'],
      ['New Message', 'Maryam: Salam! Free on Friday?'],
      ['Chat Unlocked!', 'Your chat with Maryam is open. Say salam!'],
      ['Payment Required', 'Aisha paid to unlock your chat. Unlock it too to start talking.'],
      ['New Like!', 'Sara (demo member) liked your profile!'],
      ['New Like!', 'Someone liked your profile!'],
    ] as const
    expect(texts).toHaveLength(expected.length)
    expected.forEach(([title, sentence], i) => {
      expect(texts[i]).toContain(sentence)
      if (title) expect(texts[i]).toContain(title)
    })
  })

  it('says which timer a reminder is about, how long is left and what happens when it ends', async () => {
    const [running, gone] = [
      buildNotification({ type: 'reminder', senderName: 'Maryam', content: 'reply', referenceId: 'match-a' }),
      buildNotification({
        type: 'reminder',
        senderName: 'Huda',
        content: 'payment_window',
        referenceId: 'match-b',
      }),
    ]
    notificationsServer([running, gone])
    const timers: Record<string, MatchTimer | null> = {
      'match-a': { kind: 'reply', turn: 'me', expiresAt: minutesFromNow(65) },
      'match-b': null,
    }
    renderScreen((matchId) => timers[matchId])

    const [first, second] = (await rows()).map((row) => row.textContent)
    expect(first).toMatch(/The time to reply to Maryam ends soon: 1h 0[45]m left\./)
    expect(first).toContain('If you do not reply before the time runs out, you lose')
    expect(second).toContain('The time to unlock your chat with Huda was running out.')
  })

  it('opens what a notification is about and marks it read', async () => {
    const message = buildNotification({ type: 'message', senderName: 'Maryam', referenceId: 'match-7' })
    const marked = notificationsServer([message])
    renderScreen()

    const [row] = await rows()
    expect(within(row!).getByText('Unread')).toBeDefined()
    await userEvent.click(row!)
    expect(screen.getByRole('status', { name: 'Current page' }).textContent).toBe('/app/chat/match-7')
    await expect.poll(() => marked).toEqual([[message.id]])
  })

  it('marks everything read at once', async () => {
    const marked = notificationsServer([
      buildNotification({ type: 'like', referenceId: null }),
      buildNotification({ type: 'match' }),
    ])
    renderScreen()

    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    await expect.poll(() => marked).toEqual(['all'])
    await expect.poll(() => screen.queryAllByText('Unread')).toHaveLength(0)
  })

  it('says so when there is nothing yet', async () => {
    notificationsServer([])
    renderScreen()
    expect(await screen.findByText('No notifications yet')).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull()
  })

  it('shows a failed list with its message, and Try Again loads it', async () => {
    let calls = 0
    const like = buildNotification({ type: 'like', senderName: 'Zaynab', referenceId: null })
    notificationsServer([], () => {
      calls += 1
      return calls === 1
        ? answerError(503, 'SERVICE_UNAVAILABLE', 'Mithaq is briefly unavailable.')
        : answer(notificationPageSchema, { notifications: [like], nextCursor: null, unreadCount: 1 })
    })
    renderScreen()

    expect(await screen.findByText('Mithaq is briefly unavailable.')).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect((await rows())[0]!.textContent).toContain('Zaynab liked your profile!')
  })
})
