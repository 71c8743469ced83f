import type { Namespace } from '@mithaq/i18n'
import { type ComponentType, isValidElement, lazy, type ReactNode } from 'react'
import { loadTexts } from '../i18n'
import { loadChunk } from '../lib/load-chunk'

const loaders = new WeakMap<object, () => Promise<unknown>>()

/**
 * A screen whose code is downloaded the first time it is shown, so the landing page does not carry
 * the whole app. `load` is a dynamic import, `name` the component it exports and `texts` the
 * namespaces it shows beyond the first load's (decision 290), fetched in the current language
 * beside the code, so the screen renders with its words:
 *
 *   const ChatRoute = lazyPage(() => import('./routes/chat-route'), 'ChatRoute', ['chat', 'guardian'])
 *
 * (route-texts.test.ts checks each screen's list against the texts its modules use.)
 * The first screen waits for its code under the Suspense boundary of full-app.tsx (the usual
 * loading state). Router navigations are transitions, so on later moves the current screen stays
 * up until the next one's code has arrived. A download that fails is tried again (lib/load-chunk.ts);
 * one that still fails reaches the nearest error boundary.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  texts: readonly Namespace[] = [],
) {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined
  // Only a download that worked is kept: a failed one is asked for again.
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  // A screen first shown after a change of language gets its texts in that language; one shown
  // before keeps them, as changeLocale reloads every namespace loaded so far.
  const withTexts = () => loadChunk(() => Promise.all([once(), loadTexts(texts)])).then(([module]) => module)
  const Page = lazy(async () => ({ default: (await withTexts())[name] }))
  loaders.set(Page, withTexts)
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
