import {
  blockResultSchema,
  englishTranslator,
  favoriteResultSchema,
  likeResultSchema,
  passResultSchema,
  REPORT_CATEGORIES,
  reportResultSchema,
} from '@mithaq/domain'
import { act } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answer, answerError, api, dropConnection } from '../../testing/api-answers'
import { server } from '../../testing/msw-server'
import { renderHookWithProviders } from '../../testing/render-with-providers'
import { CHAT_TEXTS, useProfileActions } from './use-profile-actions'

const english = englishTranslator()

const maryam = { id: 'p-maryam', name: 'Maryam', sex: 'female' as const }

// The toasts are what the person sees of an outcome: watch the calls sonner is given.
const toasts = {
  success: vi.spyOn(toast, 'success'),
  error: vi.spyOn(toast, 'error'),
  info: vi.spyOn(toast, 'info'),
}
beforeEach(() => {
  for (const spy of Object.values(toasts)) spy.mockClear()
})
afterEach(() => {
  vi.clearAllMocks()
})

function actions(texts?: Parameters<typeof useProfileActions>[0]) {
  return renderHookWithProviders(() => useProfileActions(texts)).result.current
}

describe('useProfileActions: like', () => {
  it('says who was liked, and hands a match back to the caller', async () => {
    const bodies = [{ status: 'liked' }, { status: 'matched', matchId: 'm-1' }] as const
    let call = 0
    server.use(http.post(api('/profiles/:id/like'), () => answer(likeResultSchema, bodies[call++]!)))
    const { like } = actions()
    expect(await act(() => like(maryam))).toEqual({ status: 'liked' })
    expect(toasts.success).toHaveBeenCalledWith(
      english('notices.youLiked', { name: 'Maryam', sex: 'female' }),
    )
    expect(await act(() => like(maryam))).toEqual({ status: 'matched', matchId: 'm-1' })
    expect(toasts.success).toHaveBeenCalledTimes(1)
  })

  it('says "Already Liked" for a profile liked before', async () => {
    server.use(
      http.post(api('/profiles/:id/like'), () => answer(likeResultSchema, { status: 'already_liked' })),
    )
    const { like } = actions()
    expect(await act(() => like(maryam))).toEqual({ status: 'already_liked' })
    expect(toasts.info).toHaveBeenCalledWith(english('notices.alreadyLiked'), {
      description: english('notices.alreadyLikedDescription'),
    })
  })

  it('asks to try again after a dropped connection or a server failure', async () => {
    const failures = [dropConnection, () => answerError(503, 'SERVICE_UNAVAILABLE', 'Busy')]
    let call = 0
    server.use(http.post(api('/profiles/:id/like'), () => failures[call++]!()))
    const { like } = actions()
    for (let i = 0; i < failures.length; i++) {
      expect(await act(() => like(maryam))).toEqual({ status: 'failed' })
    }
    expect(toasts.error).toHaveBeenCalledTimes(2)
    expect(toasts.error).toHaveBeenNthCalledWith(2, english('notices.errorTitle'), {
      description: english('notices.failedToLikeTryAgain'),
    })
  })

  it('gives the server’s reason for a refusal, and says "gone" for a profile no longer there', async () => {
    let status = 409
    server.use(
      http.post(api('/profiles/:id/like'), () =>
        answerError(
          status,
          status === 404 ? 'NOT_FOUND' : 'CONFLICT',
          status === 404 ? 'Profile not found' : 'No',
        ),
      ),
    )
    const { like } = actions()
    expect(await act(() => like(maryam))).toEqual({ status: 'failed' })
    expect(toasts.error).toHaveBeenLastCalledWith(english('notices.failedToLike', { reason: 'No' }))
    status = 404
    expect(await act(() => like(maryam))).toEqual({ status: 'gone' })
    expect(toasts.error).toHaveBeenLastCalledWith(
      english('notices.failedToLike', { reason: 'Profile not found' }),
    )
  })
})

describe('useProfileActions: pass and favorite', () => {
  it('passes with a toast naming the person, and tells a failure from a profile gone', async () => {
    let status = 200
    server.use(
      http.post(api('/profiles/:id/pass'), () =>
        status === 200
          ? answer(passResultSchema, { status: 'passed' })
          : answerError(status, status === 404 ? 'NOT_FOUND' : 'INTERNAL', 'Nope'),
      ),
    )
    const { pass } = actions()
    expect(await act(() => pass(maryam))).toBe('passed')
    status = 500
    expect(await act(() => pass(maryam))).toBe('failed')
    status = 404
    expect(await act(() => pass(maryam))).toBe('gone')
    expect(toasts.error).toHaveBeenLastCalledWith(english('notices.failedToPass', { reason: 'Nope' }))
  })

  it('adds with PUT and removes with DELETE, and says which failed', async () => {
    const methods: string[] = []
    server.use(
      http.put(api('/profiles/:id/favorite'), ({ request }) => {
        methods.push(request.method)
        return answer(favoriteResultSchema, { isFavorited: true })
      }),
      http.delete(api('/profiles/:id/favorite'), () => answerError(500, 'INTERNAL', 'Oops')),
    )
    const { setFavorite } = actions()
    expect(await act(() => setFavorite(maryam, true))).toBe(true)
    expect(toasts.success).toHaveBeenCalledWith(english('notices.addedToFavorites'), {
      description: english('notices.nowInFavorites', { name: 'Maryam', sex: 'female' }),
    })
    expect(await act(() => setFavorite(maryam, false))).toBe(false)
    expect(toasts.error).toHaveBeenCalledWith(english('notices.failedToUnfavorite'))
    expect(methods).toEqual(['PUT'])
  })
})

describe('useProfileActions: block and report', () => {
  it('blocks and reports with Discover’s words, sending the reason', async () => {
    let reported: unknown
    server.use(
      http.post(api('/profiles/:id/block'), () => answer(blockResultSchema, { status: 'blocked' })),
      http.post(api('/profiles/:id/report'), async ({ request }) => {
        reported = await request.json()
        return answer(reportResultSchema, { status: 'reported' })
      }),
    )
    const { block, report } = actions()
    await act(() => block(maryam))
    expect(toasts.success).toHaveBeenLastCalledWith(english('notices.blocked'), {
      description: english('notices.noLongerSeeEachOther', { name: 'Maryam', sex: 'female' }),
    })
    await act(() => report(maryam, { category: REPORT_CATEGORIES[0], reason: 'Rude in her profile' }))
    expect(reported).toEqual({ category: REPORT_CATEGORIES[0], reason: 'Rude in her profile' })
    expect(toasts.success).toHaveBeenLastCalledWith(
      english('notices.reportSubmittedFor', { name: 'Maryam', sex: 'female' }),
      {
        description: english('notices.reportThanks'),
      },
    )
  })

  it('rejects on failure so the dialog stays open; the chat adds the refusal’s reason', async () => {
    server.use(
      http.post(api('/profiles/:id/block'), () => answerError(409, 'CONFLICT', 'Already blocked')),
      http.post(api('/profiles/:id/report'), () => HttpResponse.error()),
    )
    const discover = actions()
    await expect(act(() => discover.block(maryam))).rejects.toThrow('Already blocked')
    expect(toasts.error).toHaveBeenLastCalledWith(english('notices.failedToBlock'), undefined)
    const chat = actions(CHAT_TEXTS)
    await expect(act(() => chat.block(maryam))).rejects.toThrow('Already blocked')
    expect(toasts.error).toHaveBeenLastCalledWith(english('notices.failedToBlockTryAgain'), {
      description: 'Already blocked',
    })
    await expect(
      act(() => chat.report(maryam, { category: REPORT_CATEGORIES[0], reason: 'Rude in her profile' })),
    ).rejects.toThrow()
    expect(toasts.error).toHaveBeenLastCalledWith(english('notices.failedToReportTryAgain'), undefined)
  })
})
