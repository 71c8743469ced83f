import { type LikedTile, likedListSchema } from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, api } from '../../../testing/api-answers'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { useLikedByMe } from '../api/get-liked-by-me'
import { useLikedMe } from '../api/get-liked-me'
import { LikedGrid } from './liked-grid'

const tile = (i: number, matchId: string | null = null): LikedTile => ({
  id: `profile-${i}`,
  name: `Member ${i}`,
  sex: 'female',
  age: 30,
  occupation: 'Teacher',
  location: { country: 'United Kingdom', city: 'London' },
  picture: null,
  isDemo: false,
  picturesBlurred: false,
  matchId,
  passedByMe: false,
})

function ILiked() {
  const list = useLikedByMe()
  return <LikedGrid list={list} emptyTitle="No likes yet" emptyHint="Nobody yet" onOpen={() => {}} />
}

describe("the 'I Liked' grid", () => {
  it("shows the first page, then the next one on 'Show more', until the server has no more", async () => {
    // The server decides the page size; a small one keeps the test quick.
    const first = 6
    const total = first + 2
    const cursors: (string | null)[] = []
    server.use(
      http.get(api('/liked/mine'), ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor')
        cursors.push(cursor)
        if (!cursor) {
          const profiles = Array.from({ length: first }, (_, i) => tile(i))
          return answer(likedListSchema, { profiles, total, nextCursor: 'page-2' })
        }
        if (cursor === 'page-2') {
          return answer(likedListSchema, { profiles: [tile(6), tile(7)], total, nextCursor: null })
        }
        return HttpResponse.json({ code: 'VALIDATION_FAILED', message: 'Invalid cursor' }, { status: 400 })
      }),
    )
    renderWithProviders(<ILiked />)

    const grid = await screen.findByRole('list')
    expect(within(grid).getAllByRole('listitem')).toHaveLength(first)
    expect(screen.getByText(`Showing ${first} of ${total}`)).toBeDefined()

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByRole('button', { name: /^Member 7, 30/ })).toBeDefined()
    expect(within(grid).getAllByRole('listitem')).toHaveLength(total)
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    expect(cursors).toEqual([null, 'page-2'])
    // Two renders of a grid, a click and two answers: more than the default 5 s on a busy machine.
  }, 20_000)

  it("makes a matched profile's tile a link to our chat that says so", async () => {
    server.use(
      http.get(api('/liked/mine'), () =>
        answer(likedListSchema, { profiles: [tile(1, 'match-1'), tile(2)], total: 2, nextCursor: null }),
      ),
    )
    renderWithProviders(<ILiked />)
    const matched = await screen.findByRole('link', { name: /^Member 1, 30.*Matched · Open chat/ })
    expect(matched.getAttribute('href')).toBe('/app/chat/match-1')
    expect(screen.getByRole('button', { name: /^Member 2, 30/ }).textContent).not.toContain('Matched')
  })

  it('offers Discover when the tab is empty', async () => {
    server.use(
      http.get(api('/liked/mine'), () =>
        answer(likedListSchema, { profiles: [], total: 0, nextCursor: null }),
      ),
    )
    renderWithProviders(<ILiked />)
    const link = await screen.findByRole('link', { name: 'Discover profiles' })
    expect(link.getAttribute('href')).toBe('/app/profiles')
  })
})

function LikedMe() {
  const list = useLikedMe()
  return <LikedGrid list={list} emptyTitle="No likes yet" emptyHint="Nobody yet" onOpen={() => {}} />
}

describe("the 'Liked Me' grid", () => {
  it('keeps someone I passed, with a small mark that says so, and the tile still opens the profile', async () => {
    server.use(
      http.get(api('/liked/me'), () =>
        answer(likedListSchema, {
          profiles: [{ ...tile(1), passedByMe: true }, tile(2)],
          total: 2,
          nextCursor: null,
        }),
      ),
    )
    renderWithProviders(<LikedMe />)
    const passed = await screen.findByRole('button', { name: /^Member 1, 30/ })
    expect(within(passed).getByText('You passed')).toBeDefined()
    expect(within(screen.getByRole('button', { name: /^Member 2, 30/ })).queryByText('You passed')).toBeNull()
  })
})
