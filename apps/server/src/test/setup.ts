import { afterEach, beforeEach, vi } from 'vitest'

// Noise is failure: a test that makes the server print an error or a warning fails,
// unless it opts in with `allowConsole()`.
let allowed = false
export const allowConsole = () => {
  allowed = true
}

beforeEach(() => {
  allowed = false
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      if (!allowed) throw new Error(`console.${level} during a test: ${args.map(String).join(' ')}`)
    })
  }
})

afterEach(() => {
  vi.restoreAllMocks()
})
