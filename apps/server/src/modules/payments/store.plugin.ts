import { DEFAULT_TOKEN_PACKS } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { createAppleStore } from './store.apple'
import { createGooglePlay } from './store.google'
import { storeRoutes } from './store.routes'
import type { StoreDeps } from './store.service'

/** How long one call to the Play Developer API (or its token endpoint) may take. */
const GOOGLE_TIMEOUT_MS = 10_000

/**
 * The apps' store purchases (decision 470), registered by the payments module: the stores that
 * are configured, our packs, the checks a purchase must pass (the same as Stripe's), and the
 * announcer for the new balance. A product mapped to a pack that does not exist stops the start.
 */
export async function storePurchases(
  app: FastifyInstance,
  { checkMayBuy }: { checkMayBuy: (tx: Db, userId: string, tokens: number, now: Date) => Promise<void> },
) {
  const stores = app.config.stores ?? {}
  const packs = app.config.tokenPacks ?? DEFAULT_TOKEN_PACKS
  for (const [store, config] of Object.entries(stores)) {
    for (const [product, packId] of Object.entries(config?.products ?? {})) {
      if (!packs.some((p) => p.id === packId)) {
        throw new Error(
          `${store.toUpperCase()}_PRODUCTS: ${product} names the pack ${packId}, which is not on offer`,
        )
      }
    }
  }
  const now = () => app.clock.now()
  const deps: StoreDeps = {
    db: app.db,
    now,
    config: stores,
    apple: stores.apple && createAppleStore(stores.apple),
    google: stores.google && createGooglePlay(stores.google, { timeoutMs: GOOGLE_TIMEOUT_MS, now }),
    pack: (id) => packs.find((p) => p.id === id),
    checkMayBuy,
    announceBalance: (userId, balance) =>
      app.announcer.announce({
        emits: [{ userId, event: { type: 'wallet.updated', balance } }],
        notifications: [],
      }),
    log: app.log,
  }
  await storeRoutes(app, { deps })
}
