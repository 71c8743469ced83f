import type { TextKey } from './catalogues/load'

/** An area of the product whose texts share a file and a key prefix: 'chat' for 'chat.today'. */
export type Namespace = TextKey extends `${infer Name}.${string}` ? Name : never

/**
 * The namespaces of the web app's first load (decision 290): what the signed-in shell and the
 * Discover screen show, what every screen needs (common, errors, the domain's shared texts) and
 * the landing page the entry shows. English comes with the entry (`@mithaq/i18n/first-load`);
 * another language loads these in one chunk before the first render. Every other namespace comes
 * with the route that shows it (`loadNamespaces`).
 */
export const FIRST_LOAD_NAMESPACES = [
  'common',
  'landing',
  'language',
  'errors',
  'validation',
  'notices',
  'notifications',
  'discover',
  'profile',
  'tokens',
  'matches',
] as const satisfies readonly Namespace[]

export type FirstLoadNamespace = (typeof FIRST_LOAD_NAMESPACES)[number]
