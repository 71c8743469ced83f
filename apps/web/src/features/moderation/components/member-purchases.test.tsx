import { type PurchaseDto, purchaseListSchema, purchaseSchema } from '@mithaq/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, api } from '../../../testing/api-answers'
import { minutesFromNow } from '../../../testing/factories'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { MemberPurchases } from './member-purchases'

const base = {
  provider: 'stripe',
  packId: 'tokens-25',
  tokens: 25,
  amountMinor: 599,
  currency: 'usd',
  reversedReason: null,
  createdAt: minutesFromNow(-90),
  creditedAt: minutesFromNow(-89),
  reversedAt: null,
} as const

describe("the console's purchases", () => {
  it("finds a member's purchases by id and refunds a card purchase after a confirmation that says what follows", async () => {
    let refunded: string | undefined
    const card: PurchaseDto = purchaseSchema.parse({
      ...base,
      id: 'p1',
      externalId: 'cs_1',
      status: 'credited',
    })
    const store: PurchaseDto = purchaseSchema.parse({
      ...base,
      id: 'p2',
      provider: 'google',
      externalId: 'GPA.1',
      status: 'credited',
    })
    server.use(
      http.get(api('/moderation/members/member-7/purchases'), () =>
        answer(purchaseListSchema, {
          purchases: refunded
            ? [{ ...card, status: 'reversed', reversedReason: 'refund' }, store]
            : [card, store],
        }),
      ),
      http.post(api('/moderation/purchases/p1/refund'), () => {
        refunded = 'p1'
        return answer(purchaseSchema, { ...card, status: 'reversed', reversedReason: 'refund' })
      }),
    )
    renderWithProviders(<MemberPurchases />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Member id' }), 'member-7')
    await userEvent.click(screen.getByRole('button', { name: 'Show purchases' }))

    const rows = await screen.findAllByRole('listitem')
    expect(rows[0]!.textContent).toContain('25 tokens for $5.99')
    expect(rows[0]!.textContent).toContain('Paid, tokens credited')
    // A store purchase is refunded by the store.
    expect(within(rows[1]!).queryByRole('button', { name: 'Refund' })).toBeNull()
    expect(rows[1]!.textContent).toContain('Apple or Google refunds it')

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund this purchase?' })
    expect(dialog.textContent).toContain(
      '$5.99 goes back to the member through Stripe, and 25 tokens are taken back from their balance, even if it then goes below zero.',
    )
    // Cancel comes first and has the focus: a stray Enter refunds nothing.
    expect(document.activeElement?.textContent).toBe('Cancel')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $5.99' }))
    await waitFor(() => expect(refunded).toBe('p1'))
    expect(await screen.findByText(/Refunded, tokens taken back/)).toBeDefined()
  })

  it('says so calmly when the member has bought nothing', async () => {
    server.use(
      http.get(api('/moderation/members/m0/purchases'), () => answer(purchaseListSchema, { purchases: [] })),
    )
    renderWithProviders(<MemberPurchases />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Member id' }), 'm0')
    await userEvent.click(screen.getByRole('button', { name: 'Show purchases' }))
    expect(await screen.findByText('This member has no purchases.')).toBeDefined()
  })
})
