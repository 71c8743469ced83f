import type { Namespace } from '@mithaq/i18n'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { loadTexts } from '../i18n'
import { loadChunk } from './load-chunk'

/**
 * A part of a screen whose code and texts come only when it is first shown (the faith editor,
 * filters and card lines: Discover's first load carries neither). Like app/lazy-page.tsx, for
 * pieces inside a screen. Render it under a Suspense boundary, and a piece the screen can do
 * without under an ErrorBoundary with a fallback: a download that fails after its retries
 * (lib/load-chunk.ts) then leaves the screen as it is.
 */
export function lazyWithTexts<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  texts: readonly Namespace[],
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(async () => {
    const [module] = await loadChunk(() => Promise.all([load(), loadTexts(texts)]))
    return { default: module[name] as ComponentType<PropsOf<M[K]>> }
  })
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never
