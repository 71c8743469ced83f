import { type MatchTimer, type Notification, notificationPageSchema } from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../i18n'
import { answer, answerError, api } from '../../../testing/api-answers'
import { buildNotification, minutesFromNow } from '../../../testing/factories'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { NotificationsScreen } from './notifications-screen'

const page = (notifications: Notification[]) =>
  answer(notificationPageSchema, {
    notifications,
    nextCursor: null,
    unreadCount: notifications.filter((n) => !n.read).length,
  })

describe('the notifications screen in Arabic', () => {
  beforeEach(() => changeLocale('ar'))
  afterEach(() => changeLocale('en'))

  it('words every notification, the heading and the actions in Arabic, right to left', async () => {
    server.use(
      http.get(api('/notifications'), () =>
        page([
          buildNotification({ type: 'like', senderName: 'Zaynab', referenceId: null, read: false }),
          buildNotification({ type: 'message', senderName: null, content: null }),
        ]),
      ),
    )
    renderWithProviders(<NotificationsScreen />, { path: '/app/notifications' })
    const list = await screen.findByRole('list', { name: 'الإشعارات' })
    const [like, message] = within(list).getAllByRole('button')
    expect(like?.textContent).toContain('إعجاب جديد!')
    // The name is isolated (FSI…PDI), so a Latin name leaves the Arabic sentence's order alone.
    expect(like?.textContent).toContain('أُعجبت \u2068Zaynab\u2069 بملفك الشخصي!')
    expect(like?.textContent).toContain('غير مقروء')
    expect(message?.textContent?.replace(/[\u2068\u2069]/g, '')).toContain('أرسل إليك شخص ما رسالة.')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('الإشعارات')
    expect(screen.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeTruthy()
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')
  })

  it('says how long a reminder’s timer has left and what happens when it ends in Arabic, with no English word', async () => {
    server.use(
      http.get(api('/notifications'), () =>
        page([
          buildNotification({
            type: 'reminder',
            senderName: 'مريم',
            content: 'reply',
            referenceId: 'match-a',
          }),
          buildNotification({
            type: 'reminder',
            senderName: 'هدى',
            content: 'payment_window',
            referenceId: 'match-b',
          }),
        ]),
      ),
    )
    const timers: Record<string, MatchTimer> = {
      'match-a': { kind: 'reply', turn: 'me', expiresAt: minutesFromNow(65) },
      'match-b': { kind: 'payment_window', turn: 'them', expiresAt: minutesFromNow(-5) },
    }
    renderWithProviders(<NotificationsScreen timerFor={(id) => timers[id]} />, { path: '/app/notifications' })
    const list = await screen.findByRole('list', { name: 'الإشعارات' })
    const [running, ranOut] = within(list)
      .getAllByRole('button')
      // Names are isolated (FSI…PDI); the words around them are what this test reads.
      .map((row) => (row.textContent ?? '').replace(/[\u2068\u2069]/g, ''))
    // 'ends soon: ١ س و٠٤ د left. If you do not reply…' was half English before.
    expect(running).toContain('مهلة الرد على مريم تنتهي قريبًا: متبقٍّ ١')
    expect(running).toContain('إن لم يصل ردّك قبل انتهاء الوقت، يُخصم منك')
    expect(ranOut).toContain('مهلة فتح محادثتك مع هدى انتهت.')
    expect(ranOut).toContain('تخسر هدى')
    for (const text of [running, ranOut]) {
      expect(text).not.toMatch(/[A-Za-z]/)
      expect(text).not.toMatch(/[0-9]/)
    }
  })

  it('says a failed load in Arabic, worded from the error’s code', async () => {
    server.use(
      http.get(api('/notifications'), () => answerError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')),
    )
    renderWithProviders(<NotificationsScreen />, { path: '/app/notifications' })
    expect(await screen.findByText('ميثاق غير متاح مؤقتًا. يُرجى المحاولة بعد لحظات.')).toBeTruthy()
  })
})
