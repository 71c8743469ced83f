import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { createAnnouncer } from './announcer'

const quietLog = () => ({ debug: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('the announcer: facts for this process (profile.created)', () => {
  it("hands each fact to its type's listeners after the announcing call has moved on", async () => {
    const announcer = createAnnouncer({ hub: { publish: vi.fn() }, log: quietLog() })
    const greeted: string[] = []
    announcer.onFact('profile.created', (fact) => void greeted.push(fact.profileId))
    announcer.announce({ facts: [{ type: 'profile.created', profileId: 'p1' }] })
    expect(greeted).toEqual([])
    await nextTurn()
    await nextTurn()
    expect(greeted).toEqual(['p1'])
  })

  it('logs a failing listener and still calls the others; the announcing call never throws', async () => {
    const log = quietLog()
    const announcer = createAnnouncer({ hub: { publish: vi.fn() }, log })
    const greeted: string[] = []
    announcer.onFact('profile.created', () => {
      throw new Error('boom')
    })
    announcer.onFact('profile.created', (fact) => void greeted.push(fact.profileId))
    expect(() => announcer.announce({ facts: [{ type: 'profile.created', profileId: 'p2' }] })).not.toThrow()
    await nextTurn()
    await nextTurn()
    expect(greeted).toEqual(['p2'])
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ fact: 'profile.created' }),
      'a fact listener failed',
    )
  })
})
