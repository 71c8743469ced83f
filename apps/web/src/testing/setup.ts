import type { Namespace } from '@mithaq/i18n'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { loadTexts } from '../i18n'
import { server } from './msw-server'

// A test renders a screen alone, not through its route, which would load the screen's texts
// (decision 290): every namespace the web app has is loaded first, in English.
const EVERY_NAMESPACE = Object.keys(import.meta.glob('../../../../packages/i18n/src/catalogues/en/*.ts'))
  .map((path) => path.replace(/^.*\/|\.ts$/g, ''))
  .filter((name) => !['index', 'legal', 'terms', 'mail'].includes(name)) as Namespace[]
await loadTexts(EVERY_NAMESPACE)

// How long findBy… and waitFor wait for the screen to show what they look for. Testing Library's
// 1 s was too short on a loaded 2-core machine: a fresh-clone run beside two benchmarks (load
// 9–10) failed once waiting for the store's price while the first test of its file was still
// loading its modules. A screen that never shows what is expected still fails, 10 s later.
configure({ asyncUtilTimeout: 10_000 })

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
