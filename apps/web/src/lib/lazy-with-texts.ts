import type { Namespace } from '@mithaq/i18n'
import { type ComponentType, lazy } from 'react'
import { loadTexts } from '../i18n'

/**
 * A part of a screen whose code and texts come only when it is first shown (the faith editor,
 * filters and card lines: Discover's first load carries neither). Like app/lazy-page.tsx, for
 * pieces inside a screen. Render it under a Suspense boundary.
 */
export function lazyWithTexts<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  texts: readonly Namespace[],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadTexts(texts)])
    return { default: module[name] }
  })
}
