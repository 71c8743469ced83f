import { describe, expect, it } from 'vitest'
import { announcedIds, PageCache, pageKey } from './page-cache'

function listeningCache(options: { maxEntries?: number } = {}) {
  let now = 1_000
  const cache = new PageCache<string>({ ttlMs: 60_000, maxEntries: options.maxEntries ?? 10, now: () => now })
  cache.setListening(true)
  return { cache, travel: (ms: number) => (now += ms) }
}

const page = (body: string, profileIds: string[], activityDueAt = 1_000_000) => ({
  body,
  profileIds,
  activityDueAt,
})

function keepPage(cache: PageCache<string>, key: string, kept: ReturnType<typeof page>) {
  cache.keep(cache.beginReading(), key, kept)
}

describe('the kept pages of Discover (decision 600)', () => {
  it('sends a page back until an announcement names its viewer or one of its profiles', () => {
    const { cache } = listeningCache()
    keepPage(cache, pageKey('viewer', undefined), page('first', ['viewer', 'a', 'b']))
    keepPage(cache, pageKey('viewer', 'next'), page('second', ['viewer', 'c']))
    keepPage(cache, pageKey('other', undefined), page('theirs', ['other', 'c']))

    cache.changed(['b'])
    expect(cache.get(pageKey('viewer', undefined))).toBeUndefined()
    expect(cache.get(pageKey('viewer', 'next'))).toBe('second')

    cache.changed(['viewer'])
    expect(cache.get(pageKey('viewer', 'next'))).toBeUndefined()
    expect(cache.get(pageKey('other', undefined))).toBe('theirs')

    cache.changed('all')
    expect(cache.size).toBe(0)
  })

  it('does not keep a page if one of its profiles was announced while it was read', () => {
    const { cache } = listeningCache()
    const reading = cache.beginReading()
    cache.changed(['a'])
    cache.keep(reading, 'k', page('stale', ['viewer', 'a']))
    expect(cache.get('k')).toBeUndefined()

    const untouched = cache.beginReading()
    cache.changed(['someone else'])
    cache.keep(untouched, 'k', page('fresh', ['viewer', 'a']))
    expect(cache.get('k')).toBe('fresh')

    const duringAll = cache.beginReading()
    cache.changed('all')
    cache.keep(duringAll, 'k', page('stale', ['viewer', 'a']))
    expect(cache.get('k')).toBeUndefined()
  })

  it('keeps nothing while not listening, and forgets everything when listening stops or starts', () => {
    const { cache } = listeningCache()
    keepPage(cache, 'k', page('kept', ['viewer']))
    const reading = cache.beginReading()
    cache.setListening(false)
    expect(cache.get('k')).toBeUndefined()
    cache.keep(reading, 'k', page('read while deaf', ['viewer']))
    keepPage(cache, 'k', page('begun while deaf', ['viewer']))
    expect(cache.size).toBe(0)

    const acrossReconnect = cache.beginReading()
    cache.setListening(true)
    cache.keep(acrossReconnect, 'k', page('begun while deaf', ['viewer']))
    expect(cache.size).toBe(0)
  })

  it('lets a page go after its lifetime, or when the viewer’s activity is due to be written', () => {
    const { cache, travel } = listeningCache()
    keepPage(cache, 'k', page('kept', ['viewer']))
    travel(59_999)
    expect(cache.get('k')).toBe('kept')
    travel(1)
    expect(cache.get('k')).toBeUndefined()

    keepPage(cache, 'k', page('kept', ['viewer'], 1_000 + 60_000 + 10))
    travel(10)
    expect(cache.get('k')).toBeUndefined()
  })

  it('holds at most its number of pages, letting the oldest go', () => {
    const { cache } = listeningCache({ maxEntries: 2 })
    keepPage(cache, 'a', page('a', ['x']))
    keepPage(cache, 'b', page('b', ['x']))
    keepPage(cache, 'c', page('c', ['y']))
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'b', 'c'])
    // The page let go no longer answers for its profiles: an announcement drops only the live ones.
    cache.changed(['x'])
    expect(cache.size).toBe(1)
  })

  it('reads an announcement: profile ids, or * for every page', () => {
    expect(announcedIds('a,b')).toEqual(['a', 'b'])
    expect(announcedIds('*')).toBe('all')
  })
})
