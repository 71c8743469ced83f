import { type ComponentType, isValidElement, lazy, type ReactNode } from 'react'

const loaders = new WeakMap<object, () => Promise<unknown>>()

/**
 * A screen whose code is downloaded the first time it is shown, so the landing page does not carry
 * the whole app. `load` is a dynamic import and `name` the component it exports:
 *
 *   const ChatRoute = lazyPage(() => import('./routes/chat-route'), 'ChatRoute')
 *
 * The first screen waits for its code under the Suspense boundary of full-app.tsx (the usual
 * loading state). Router navigations are transitions, so on later moves the current screen stays
 * up until the next one's code has arrived. A download that fails reaches the nearest error boundary.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined
  const once = () => {
    loading ??= load()
    return loading
  }
  const Page = lazy(async () => ({ default: (await once())[name] }))
  loaders.set(Page, once)
  return Page
}

/**
 * Starts downloading every lazy screen in a route element (guards and layouts included), so the
 * code arrives while the guard still asks who is signed in, not after.
 */
export function preloadElement(node: ReactNode) {
  if (Array.isArray(node)) {
    for (const child of node) preloadElement(child)
    return
  }
  if (!isValidElement(node)) return
  const load =
    typeof node.type === 'object' || typeof node.type === 'function' ? loaders.get(node.type) : undefined
  load?.().catch(() => {
    // Shown by the error boundary when the screen renders and asks again.
  })
  preloadElement((node.props as { children?: ReactNode }).children)
}
