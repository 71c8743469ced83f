import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../testing/msw-server'

// The shell's build names the API's origin in the page (decision 211); set before the transport reads it.
const API = vi.hoisted(() => {
  const origin = 'https://api.mithaq.test'
  const meta = document.createElement('meta')
  meta.name = 'mithaq-api-origin'
  meta.content = origin
  document.head.append(meta)
  return origin
})

const { paymentPacksQueryOptions } = await import('./payments')
const { isNativeShell } = await import('./transport')

describe('token packs in the native shell', () => {
  it('never offers the web payment page, even when the server takes card payments', async () => {
    expect(isNativeShell).toBe(true)
    server.use(
      http.get(`${API}/api/payments/packs`, () =>
        HttpResponse.json({
          web: 'stripe',
          packs: [{ id: 'tokens-10', tokens: 10, prices: [{ currency: 'usd', amountMinor: 499 }] }],
        }),
      ),
    )
    const packs = await new QueryClient().fetchQuery(paymentPacksQueryOptions)
    expect(packs.web).toBeNull()
    expect(packs.packs.map((p) => p.id)).toEqual(['tokens-10'])
  })
})
