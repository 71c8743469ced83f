import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from './msw-server'

// Noise is failure: a React warning or an unexpected console error fails the test that printed it.
for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) => {
    throw new Error(`console.${level} in a web test: ${args.map(String).join(' ')}`)
  }
}

// jsdom lays nothing out, so it has no scrolling: screens that bring a region into view call a no-op.
Element.prototype.scrollIntoView ??= () => {}

// A request no handler answers is an error, never a silent pass-through to a real network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
