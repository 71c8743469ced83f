import { describe, expect, it } from 'vitest'
import { tokenTransactionSchema } from './wallet'

describe('tokenTransactionSchema', () => {
  const row = {
    id: 't1',
    amount: 10,
    type: 'purchase',
    params: {},
    description: 'Something new',
    createdAt: '2026-12-07T06:00:00.000Z',
  }

  it('reads a kind this build does not know as other, so the wallet still opens', () => {
    expect(tokenTransactionSchema.parse({ ...row, kind: 'a_kind_from_a_later_build' }).kind).toBe('other')
    expect(tokenTransactionSchema.parse({ ...row, kind: 'purchase_restored' }).kind).toBe('purchase_restored')
  })
})
