import { ownProfileSchema } from '@mithaq/domain'
import { act, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, api } from '../../../testing/api-answers'
import { buildPublicProfile } from '../../../testing/factories'
import { server } from '../../../testing/msw-server'
import { renderHookWithProviders } from '../../../testing/render-with-providers'
import { useFaithOffer } from './use-faith-offer'

function ownProfile(faithOfferAnswered: boolean) {
  const { pictures: _p, isDemo: _d, picturesBlurred: _b, ...profile } = buildPublicProfile()
  return ownProfileSchema.parse({
    ...profile,
    birthday: '1996-04-02',
    tokenBalance: 10,
    isActive: true,
    pictures: [],
    faithOfferAnswered,
  })
}

describe('the once-only Faith and family offer (decision 482)', () => {
  it('is due until answered, and one tap tells the account, not the browser', async () => {
    let told = 0
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.get(api('/profile'), () => answer(ownProfileSchema, ownProfile(false))),
      http.post(api('/profile/faith/offer-answered'), async () => {
        told += 1
        await held
        return HttpResponse.json({ faithOfferAnswered: true })
      }),
    )
    const { result } = renderHookWithProviders(() => useFaithOffer())
    await waitFor(() => expect(result.current.due).toBe(true))
    act(() => result.current.finish())
    // Gone without waiting for the server's answer (still held here); remembered there, not in localStorage.
    await waitFor(() => expect(told).toBe(1))
    await waitFor(() => expect(result.current.due).toBe(false))
    expect(localStorage.length).toBe(0)
    release()
  })

  it('is not offered again on another device once the account answered it', async () => {
    server.use(http.get(api('/profile'), () => answer(ownProfileSchema, ownProfile(true))))
    const { result, queryClient } = renderHookWithProviders(() => useFaithOffer())
    await waitFor(() => expect(queryClient.getQueryData(['profile', 'own'])).toBeDefined())
    expect(result.current.due).toBe(false)
  })
})
