import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { meQueryKey } from '../features/auth/api/get-me'
import { matchKeys } from '../features/matches/api/match-keys'
import { askForChatMatch } from './early-chat'

const MATCH = '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e'
const CHAT = `/app/chat/${MATCH}`

function clientSignedIn(signedIn: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(meQueryKey, signedIn ? { id: 'me' } : null)
  return queryClient
}

describe('askForChatMatch', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("asks a signed-in member's chat address for its match before any screen does", async () => {
    const fetch = vi.fn(async (_url: string) => new Response('{}', { status: 503 }))
    vi.stubGlobal('fetch', fetch)
    const asked = askForChatMatch(CHAT, clientSignedIn(true))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`/api/matches/${MATCH}`)
    await asked
  })

  it('forgets a failed early ask, so the chat screen starts as it would without it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    )
    const queryClient = clientSignedIn(true)
    await askForChatMatch(CHAT, queryClient)
    expect(queryClient.getQueryState(matchKeys.detail(MATCH))).toBeUndefined()
  })

  it('asks nothing for a visitor, nor on any other address', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    await askForChatMatch(CHAT, clientSignedIn(false))
    const member = clientSignedIn(true)
    for (const path of ['/app/matches', '/app/profiles', '/app/chat', '/'])
      await askForChatMatch(path, member)
    expect(fetch).not.toHaveBeenCalled()
    expect(member.getQueryState(matchKeys.detail(MATCH))).toBeUndefined()
  })
})
