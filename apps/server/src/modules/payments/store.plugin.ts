import { DEFAULT_TOKEN_PACKS, UNKNOWN_PRICE_CURRENCY } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { PaymentsService } from './payments.service'
import { createAppleStore } from './store.apple'
import { createGooglePlay } from './store.google'
import { storeRoutes } from './store.routes'
import type { StoreDeps } from './store.service'

/** How long one call to the Play Developer API (or its token endpoint) may take. */
const GOOGLE_TIMEOUT_MS = 10_000

/**
 * The apps' store purchases (decision 470), registered by the payments module: the stores that
 * are configured, our packs, and the payments service's own refusals (suspended, daily cap) and
 * announcements (live events, the confirmation mail). A product mapped to a pack that does not
 * exist stops the start.
 */
export async function storePurchases(app: FastifyInstance, { service }: { service: PaymentsService }) {
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
    checkMayBuy: service.checkMayBuy,
    // Google's answer carries no price: no confirmation mail with a made-up amount, the events only.
    afterCredit: async (purchase, balance) => {
      if (purchase.currency === UNKNOWN_PRICE_CURRENCY) service.announce(purchase, balance)
      else await service.afterCredit(purchase, balance)
    },
    afterReverse: (purchase, balance) => service.announce(purchase, balance),
    log: app.log,
  }
  await storeRoutes(app, { deps })
}
