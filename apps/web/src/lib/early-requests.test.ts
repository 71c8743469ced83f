import { discoverPageSchema } from '@mithaq/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeSentPage, sendWithPage } from '../testing/page-answers'
import { request } from './api-client'
import {
  EARLY_MAX_AGE_MS,
  forgetSentAnswer,
  peekSentAnswer,
  resetSentAnswers,
  takeEarlyResponse,
  takeSentAnswer,
} from './early-requests'

// The boot script of the Discover page (scripts/discover-boot.mjs) leaves its pending answers on
// window.__mithaqEarly; these stand in for them.
const answer = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
const emptyPage = { profiles: [], nextCursor: null }

afterEach(() => {
  window.__mithaqEarly = undefined
  removeSentPage()
  resetSentAnswers()
  vi.unstubAllGlobals()
})

describe('answers asked for before the app arrived', () => {
  it('are taken once each', () => {
    const response = answer(emptyPage)
    window.__mithaqEarly = { at: Date.now(), responses: { '/discover': response } }
    expect(takeEarlyResponse('/discover')).toBe(response)
    expect(takeEarlyResponse('/discover')).toBeUndefined()
    expect(takeEarlyResponse('/me')).toBeUndefined()
  })

  it('are left alone once stale, and the app asks afresh', () => {
    const at = Date.now()
    window.__mithaqEarly = { at, responses: { '/discover': answer(emptyPage) } }
    expect(takeEarlyResponse('/discover', at + EARLY_MAX_AGE_MS + 1)).toBeUndefined()
  })

  it('answer the first GET of that path without a second request; the next GET asks the server', async () => {
    const fetchSpy = vi.fn(() => answer({ profiles: [], nextCursor: 'next' }))
    vi.stubGlobal('fetch', fetchSpy)
    window.__mithaqEarly = { at: Date.now(), responses: { '/discover': answer(emptyPage) } }
    expect(await request(discoverPageSchema, '/discover')).toEqual(emptyPage)
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(await request(discoverPageSchema, '/discover')).toEqual({ profiles: [], nextCursor: 'next' })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('are not used for a request with a query (a later page of the feed)', async () => {
    const fetchSpy = vi.fn(() => answer(emptyPage))
    vi.stubGlobal('fetch', fetchSpy)
    window.__mithaqEarly = { at: Date.now(), responses: { '/discover': answer({ profiles: 'wrong' }) } }
    await request(discoverPageSchema, '/discover', { query: { cursor: 'abc' } })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('fall back on a request of its own when the early one failed on the network', async () => {
    const fetchSpy = vi.fn(() => answer(emptyPage))
    vi.stubGlobal('fetch', fetchSpy)
    window.__mithaqEarly = {
      at: Date.now(),
      responses: { '/discover': Promise.reject(new TypeError('offline')) },
    }
    expect(await request(discoverPageSchema, '/discover')).toEqual(emptyPage)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('carry an error answer as any request would (401 for a visitor)', async () => {
    window.__mithaqEarly = {
      at: Date.now(),
      responses: { '/discover': answer({ code: 'UNAUTHORIZED', message: 'Sign in first' }, 401) },
    }
    await expect(request(discoverPageSchema, '/discover')).rejects.toMatchObject({ status: 401 })
  })
})

describe('answers the server sent with the page (decision 188)', () => {
  const page = { profiles: [], nextCursor: 'abc' }

  it("are read again until forgotten, then the boot script's copy is gone too", () => {
    sendWithPage({ '/discover': page })
    const response = answer(page)
    window.__mithaqEarly = { at: Date.now(), responses: { '/discover': response } }
    expect(peekSentAnswer('/discover', discoverPageSchema, 100)).toEqual(page)
    expect(peekSentAnswer('/discover', discoverPageSchema, 100)).toEqual(page)
    forgetSentAnswer('/discover')
    expect(peekSentAnswer('/discover', discoverPageSchema, 100)).toBeUndefined()
    expect(takeEarlyResponse('/discover')).toBeUndefined()
  })

  it('are taken once, and only when they pass the schema and the page is fresh', () => {
    sendWithPage({ '/discover': page, '/other': { profiles: 'no' } })
    expect(takeSentAnswer('/discover', discoverPageSchema, EARLY_MAX_AGE_MS + 1)).toBeUndefined()
    resetSentAnswers()
    expect(takeSentAnswer('/other', discoverPageSchema, 100)).toBeUndefined()
    expect(takeSentAnswer('/discover', discoverPageSchema, 100)).toEqual(page)
    expect(takeSentAnswer('/discover', discoverPageSchema, 100)).toBeUndefined()
  })

  it('are none when the page has none', () => {
    expect(peekSentAnswer('/discover', discoverPageSchema, 100)).toBeUndefined()
  })
})
