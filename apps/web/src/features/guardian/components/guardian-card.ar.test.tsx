import { conversationGuardiansSchema, guardianStateSchema } from '@mithaq/domain'
import { screen } from '@testing-library/react'
import { http } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../i18n'
import { answer, api } from '../../../testing/api-answers'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { ConversationGuardian } from './conversation-guardian'
import { GuardianCard } from './guardian-card'

beforeAll(() => changeLocale('ar'))
afterAll(() => changeLocale('en'))

describe('the guardian in Arabic', () => {
  it('names a wali in Arabic, the e-mail kept left to right', async () => {
    server.use(
      http.get(api('/guardian'), () =>
        answer(guardianStateSchema, { guardian: { email: 'father@example.com', confirmed: true } }),
      ),
    )
    renderWithProviders(<GuardianCard />)

    expect(await screen.findByRole('heading', { name: 'وليّك' })).toBeDefined()
    expect(document.documentElement.dir).toBe('rtl')
    expect((await screen.findByText('father@example.com')).tagName).toBe('BDI')
    expect(screen.getByText('· تم التأكيد')).toBeDefined()
    expect(screen.getByRole('button', { name: 'إزالة الوليّ' })).toBeDefined()
  })

  it('asks the other person in Arabic, their English name isolated', async () => {
    server.use(
      http.get(api('/matches/m1/guardian'), () =>
        answer(conversationGuardiansSchema, {
          mine: { status: null, canAsk: true },
          theirs: { status: null },
        }),
      ),
    )
    renderWithProviders(<ConversationGuardian matchId="m1" otherName="Yusuf" otherSex="male" active />)

    const ask = await screen.findByRole('button', { name: 'استئذان Yusuf' })
    expect(ask.querySelector('bdi')?.textContent).toBe('Yusuf')
  })
})
