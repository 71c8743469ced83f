import { conversationGuardiansSchema } from '@mithaq/domain'
import { screen } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, api } from '../../../testing/api-answers'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { ConversationGuardian } from './conversation-guardian'

const declined = (canAsk: boolean) =>
  server.use(
    http.get(api('/matches/m1/guardian'), () =>
      answer(conversationGuardiansSchema, { mine: { status: 'declined', canAsk }, theirs: { status: null } }),
    ),
  )

// Decision 322: after a refusal, asking again waits for the cool-off the server counts.
describe('my guardian after the other person declined', () => {
  it('offers no new request during the cool-off', async () => {
    declined(false)
    renderWithProviders(<ConversationGuardian matchId="m1" otherName="Yusuf" otherSex="male" active />)
    expect(
      await screen.findByText(/preferred that your guardian does not follow this conversation/),
    ).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Ask Yusuf' })).toBeNull()
  })

  it('offers to ask again once the server allows it', async () => {
    declined(true)
    renderWithProviders(<ConversationGuardian matchId="m1" otherName="Yusuf" otherSex="male" active />)
    expect(await screen.findByRole('button', { name: 'Ask Yusuf' })).toBeDefined()
    expect(screen.getByText(/preferred that your guardian does not follow this conversation/)).toBeDefined()
  })
})
