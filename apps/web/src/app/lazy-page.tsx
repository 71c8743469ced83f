import { type ComponentType, lazy } from 'react'

/**
 * A screen whose code is downloaded the first time it is shown, so the landing page does not carry
 * the whole app. `load` is a dynamic import and `name` the component it exports:
 *
 *   const ChatRoute = lazyPage(() => import('./routes/chat-route'), 'ChatRoute')
 *
 * The first screen waits for its code under the Suspense boundary in main.tsx (the usual loading
 * state). Router navigations are transitions, so on later moves the current screen stays up until
 * the next one's code has arrived. A download that fails reaches the nearest error boundary.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }))
}
