import { markReadResultSchema, matchDetailSchema, messageListSchema, walletSchema } from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../../i18n'
import { answer, api } from '../../../../testing/api-answers'
import {
  buildMatchDetail,
  buildMessage,
  buildWallet,
  minutesFromNow,
  unlocked,
} from '../../../../testing/factories'
import { server } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { ChatScreen } from './chat-screen'

const ARABIC_INDIC_DIGIT = /[\u0660-\u0669]/
const LATIN_DIGIT = /[0-9]/

beforeAll(() => changeLocale('ar'))
afterAll(() => changeLocale('en'))

describe('the chat screen in Arabic', () => {
  it('reads right to left: Arabic dates and times, the send arrow and back arrow flipped, messages isolated', async () => {
    const match = unlocked(buildMatchDetail())
    // Three days ago: the day heading is a full date, not 'Today'.
    const threeDaysAgo = minutesFromNow(-3 * 24 * 60)
    server.use(
      http.get(api(`/matches/${match.id}`), () => answer(matchDetailSchema, match)),
      http.get(api(`/matches/${match.id}/messages`), () =>
        answer(messageListSchema, {
          messages: [
            buildMessage({
              matchId: match.id,
              senderId: match.them.id,
              content: 'Salam! How was your week?',
              createdAt: threeDaysAgo,
            }),
            buildMessage({
              matchId: match.id,
              senderId: match.me.id,
              content: 'الحمد لله، بخير',
              createdAt: threeDaysAgo,
              read: true,
            }),
          ],
        }),
      ),
      http.get(api('/wallet'), () => answer(walletSchema, buildWallet())),
      http.post(api(`/matches/${match.id}/read`), () => answer(markReadResultSchema, { count: 0 })),
    )
    renderWithProviders(<ChatScreen matchId={match.id} balance={<span>١٠</span>} />)

    const log = await screen.findByRole('log', { name: 'المحادثة مع Maryam' })
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')

    // The day heading: an Arabic date with Arabic-Indic digits, no Latin digit.
    const day = within(log).getByRole('heading', { level: 2 })
    expect(day.textContent).toMatch(ARABIC_INDIC_DIGIT)
    expect(day.textContent).not.toMatch(LATIN_DIGIT)
    // Message times too, and my read message says so in Arabic.
    for (const time of log.querySelectorAll('time')) expect(time.textContent).toMatch(ARABIC_INDIC_DIGIT)
    expect(within(log).getByText('مقروءة')).toBeDefined()

    // Text people wrote finds its own direction: an English message in an Arabic chat, and back.
    expect(within(log).getByText('Salam! How was your week?').getAttribute('dir')).toBe('auto')
    expect(within(log).getByText('الحمد لله، بخير').getAttribute('dir')).toBe('auto')

    // The composer in Arabic, its send arrow pointing the reading way.
    expect(screen.getByRole('textbox', { name: 'الرسالة' }).getAttribute('placeholder')).toBe('رسالتك…')
    const send = screen.getByRole('button', { name: 'إرسال الرسالة' })
    expect(send.querySelector('svg')?.getAttribute('class')).toContain('rtl:-scale-x-100')
    const back = screen.getByRole('link', { name: 'العودة إلى التوافقات' })
    expect(back.querySelector('svg')?.getAttribute('class')).toContain('rtl:-scale-x-100')
    // The name in the header keeps its own direction.
    expect(screen.getByRole('heading', { level: 1, name: 'Maryam' }).getAttribute('dir')).toBe('auto')
  })

  it('counts a timer down in Arabic, and isolates an English name inside an Arabic sentence', async () => {
    const match = buildMatchDetail({
      paymentExpiresAt: minutesFromNow(65),
      them: { ...buildMatchDetail().them, paid: true, paidAmount: 3 },
    })
    server.use(
      http.get(api(`/matches/${match.id}`), () => answer(matchDetailSchema, match)),
      http.get(api(`/matches/${match.id}/messages`), () => answer(messageListSchema, { messages: [] })),
      http.get(api('/wallet'), () => answer(walletSchema, buildWallet())),
    )
    renderWithProviders(<ChatScreen matchId={match.id} balance={<span>١٠</span>} />)

    const timer = await screen.findByRole('timer')
    expect(timer.getAttribute('aria-label')).toMatch(/^الوقت المتبقي لفتح هذه المحادثة: /)
    expect(timer.textContent).toMatch(ARABIC_INDIC_DIGIT)
    expect(timer.textContent).not.toMatch(LATIN_DIGIT)

    // 'Maryam has paid. Pay 3 tokens…': the Latin name sits in a <bdi>, the count in Arabic words.
    const theyPaid = await screen.findByText(
      (_, node) => node?.textContent?.endsWith('لفتح محادثتكما.') ?? false,
      { selector: 'p' },
    )
    expect(theyPaid.textContent).toMatch(/^لقد دفعت Maryam\./)
    expect(theyPaid.querySelector('bdi')?.textContent).toBe('Maryam')
    expect(theyPaid.textContent).toContain('٣ عملات')
    expect(screen.getByRole('button', { name: 'دفع ٣ عملات' })).toBeDefined()
  })

  it('names the place in the header in Arabic once the country names arrive, with the Arabic comma', async () => {
    const base = unlocked(buildMatchDetail())
    const match = {
      ...base,
      profile: { ...base.profile, location: { city: 'Manchester', country: 'United Kingdom' } },
    }
    server.use(
      http.get(api(`/matches/${match.id}`), () => answer(matchDetailSchema, match)),
      http.get(api(`/matches/${match.id}/messages`), () => answer(messageListSchema, { messages: [] })),
      http.get(api('/wallet'), () => answer(walletSchema, buildWallet())),
      http.post(api(`/matches/${match.id}/read`), () => answer(markReadResultSchema, { count: 0 })),
    )
    renderWithProviders(<ChatScreen matchId={match.id} balance={<span>١٠</span>} />)

    // The names come in a chunk of their own; the line must not stay English once they are here.
    // 'Manchester، المملكة المتحدة': the Latin city isolated, the Arabic comma, the Arabic country,
    // in the page's direction (no bdi or dir="auto" turning it left to right by its first letter).
    const place = await screen.findByText('\u2068Manchester\u2069، المملكة المتحدة', {
      selector: 'header p',
      normalizer: (s) => s,
    })
    expect(place.closest('[dir], bdi')?.tagName).toBe('HTML')
    expect(document.querySelector('header')?.textContent).not.toContain('United Kingdom')
  })
})
