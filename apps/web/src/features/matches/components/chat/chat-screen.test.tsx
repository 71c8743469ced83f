import {
  englishTranslator,
  type MatchDetail,
  type Message,
  markReadResultSchema,
  matchDetailSchema,
  messageListSchema,
  messageSchema,
  payMatchSchema,
  paymentResultSchema,
  sendMessageSchema,
  type Wallet,
  walletSchema,
} from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answer, answerError, api } from '../../../../testing/api-answers'
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

const english = englishTranslator()

const toastError = vi.spyOn(toast, 'error')
afterEach(() => {
  toastError.mockClear()
})

/** The server's side of one chat: the match, its messages, my wallet; counts of what was asked. */
function chatServer(match: MatchDetail, messages: Message[] = [], wallet: Wallet = buildWallet()) {
  const asked = { detail: 0 }
  server.use(
    http.get(api(`/matches/${match.id}`), () => {
      asked.detail += 1
      return answer(matchDetailSchema, match)
    }),
    http.get(api(`/matches/${match.id}/messages`), () => answer(messageListSchema, { messages })),
    http.get(api('/wallet'), () => answer(walletSchema, wallet)),
    http.post(api(`/matches/${match.id}/read`), () => answer(markReadResultSchema, { count: 0 })),
  )
  return asked
}

const renderChat = (match: MatchDetail) =>
  renderWithProviders(<ChatScreen matchId={match.id} balance={<span>10 tokens</span>} />)

describe('the chat screen', () => {
  it('shows the conversation, theirs and mine', async () => {
    const match = unlocked(buildMatchDetail())
    chatServer(match, [
      buildMessage({ matchId: match.id, senderId: match.them.id, content: 'Salam! How was your week?' }),
      buildMessage({ matchId: match.id, senderId: match.me.id, content: 'Busy, but good. Yours?' }),
    ])
    renderChat(match)

    const log = await screen.findByRole('log', { name: 'Conversation with Maryam' })
    expect(await within(log).findByText('Salam! How was your week?')).toBeDefined()
    expect(within(log).getByText('Busy, but good. Yours?')).toBeDefined()
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDefined()
  })

  it('sends what was typed and shows it as saved', async () => {
    const match = unlocked(buildMatchDetail())
    chatServer(match)
    const sent: unknown[] = []
    server.use(
      http.post(api(`/matches/${match.id}/messages`), async ({ request }) => {
        const input = sendMessageSchema.parse(await request.json())
        sent.push(input.content)
        return answer(
          messageSchema,
          buildMessage({
            matchId: match.id,
            senderId: match.me.id,
            clientId: input.clientId,
            content: input.content,
          }),
          201,
        )
      }),
    )
    renderChat(match)

    const box = await screen.findByRole('textbox', { name: 'Message' })
    await userEvent.type(box, 'Assalamu alaikum')
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))

    const log = await screen.findByRole('log', { name: 'Conversation with Maryam' })
    expect(await within(log).findByText('Assalamu alaikum')).toBeDefined()
    expect(sent).toEqual(['Assalamu alaikum'])
    expect((box as HTMLTextAreaElement).value).toBe('')
  })

  it('gives a refused send its reason, keeps the words, and reads the match again', async () => {
    const match = unlocked(buildMatchDetail())
    const asked = chatServer(match)
    server.use(
      http.post(api(`/matches/${match.id}/messages`), () =>
        answerError(403, 'FORBIDDEN', 'Chat locked: the response time ran out.', { reason: 'chat_locked' }),
      ),
    )
    renderChat(match)

    const box = await screen.findByRole('textbox', { name: 'Message' })
    await userEvent.type(box, 'Are you there?{Enter}')

    await expect.poll(() => toastError.mock.calls.length).toBe(1)
    expect(toastError).toHaveBeenCalledWith('Failed to send message. Please try again.', {
      description: 'Chat locked: the response time ran out.',
    })
    // The words come back to the box, and no bubble is left pretending it was sent.
    await expect.poll(() => (box as HTMLTextAreaElement).value).toBe('Are you there?')
    expect(screen.queryByText('Are you there?', { selector: 'p' })).toBeNull()
    // The refusal's reason says the match changed: the screen asks for it again.
    await expect.poll(() => asked.detail).toBeGreaterThan(1)
  })

  it('says a match that is gone is not found, not that loading failed', async () => {
    server.use(http.get(api('/matches/match-gone'), () => answerError(404, 'NOT_FOUND', 'Match not found')))
    renderWithProviders(<ChatScreen matchId="match-gone" balance={null} />)

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: english('notices.matchNotFound') })).toBeDefined()
    expect(within(alert).getByText('This conversation is no longer available.')).toBeDefined()
  })
})

describe('the payment card of a locked chat', () => {
  const card = async () => within(await screen.findByRole('region', { name: 'Unlock your chat' }))

  it('offers both ways to unlock while nobody has paid', async () => {
    const match = buildMatchDetail()
    chatServer(match)
    renderChat(match)

    const pay = await card()
    expect(pay.getByText('You have not paid yet')).toBeDefined()
    expect(pay.getByText('Maryam has not paid yet')).toBeDefined()
    expect(pay.getByRole('button', { name: 'Pay 3 tokens' })).toBeDefined()
    expect(pay.getByRole('button', { name: /Express access · 6 tokens/ })).toBeDefined()
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull()
  })

  it('says the other person has paid, and offers only the standard payment', async () => {
    const base = buildMatchDetail()
    const match = { ...base, them: { ...base.them, paid: true, paidAmount: 3 } }
    chatServer(match)
    renderChat(match)

    const pay = await card()
    expect(pay.getByText('Maryam has paid. Pay 3 tokens to unlock your chat.')).toBeDefined()
    expect(pay.getByRole('button', { name: 'Pay 3 tokens' })).toBeDefined()
    expect(pay.queryByRole('button', { name: /Express access/ })).toBeNull()
  })

  it('waits for the other person once I have paid', async () => {
    const base = buildMatchDetail()
    const match = { ...base, me: { ...base.me, paid: true, paidAmount: 3 } }
    chatServer(match)
    renderChat(match)

    const pay = await card()
    expect(pay.getByText('You have paid 3 tokens')).toBeDefined()
    expect(pay.getByText('Waiting for Maryam to pay. The chat unlocks as soon as they do.')).toBeDefined()
    expect(pay.queryByRole('button', { name: /Pay 3 tokens/ })).toBeNull()
  })

  it('disables what I cannot afford and says why', async () => {
    const match = buildMatchDetail()
    chatServer(match, [], buildWallet({ balance: 2 }))
    renderChat(match)

    const pay = await card()
    const standard = pay.getByRole('button', { name: 'Pay 3 tokens' })
    await expect.poll(() => (standard as HTMLButtonElement).disabled).toBe(true)
    expect(pay.getByText('You have 2 tokens: unlocking needs 3 tokens, express 6 tokens.')).toBeDefined()
  })

  it('opens the chat when my payment unlocks it', async () => {
    const match = buildMatchDetail()
    chatServer(match)
    const paid: boolean[] = []
    server.use(
      http.post(api(`/matches/${match.id}/pay`), async ({ request }) => {
        paid.push(payMatchSchema.parse(await request.json()).express)
        return answer(paymentResultSchema, {
          outcome: 'express_unlocked',
          match: unlocked(match),
          balance: 4,
        })
      }),
    )
    renderChat(match)

    await userEvent.click((await card()).getByRole('button', { name: /Express access/ }))
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeDefined()
    expect(screen.queryByRole('region', { name: 'Unlock your chat' })).toBeNull()
    expect(paid).toEqual([true])
  })

  it('says why a payment was refused', async () => {
    const match = buildMatchDetail({ paymentExpiresAt: minutesFromNow(5) })
    chatServer(match)
    server.use(
      http.post(api(`/matches/${match.id}/pay`), () =>
        answerError(409, 'CONFLICT', 'The payment window has closed.', { reason: 'payment_window_closed' }),
      ),
    )
    renderChat(match)

    await userEvent.click((await card()).getByRole('button', { name: 'Pay 3 tokens' }))
    await expect.poll(() => toastError.mock.calls.length).toBe(1)
    expect(toastError).toHaveBeenCalledWith(english('notices.paymentFailedTitle'), {
      description: 'The payment window has closed.',
    })
  })
})
