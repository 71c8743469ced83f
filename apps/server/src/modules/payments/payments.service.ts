import type { ServerEvent, TokenPack, TokenPacks } from '@mithaq/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { StripeConfig } from '../../config/env'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { Mailer } from '../../lib/mailer'
import { withDeps } from '../../lib/use-case'
import { checkout } from './checkout'
import { listPurchases, memberPurchases } from './list-purchases'
import { afterCredit, announce } from './purchase-news'
import { checkMayBuy } from './purchase-rules'
import { refund } from './refund'
import type { Stripe } from './stripe-client'
import { handleStripeEvent } from './stripe-webhook'

export interface PaymentsDeps {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  mailer: Mailer
  publicUrl: string
  packs: TokenPack[]
  dailyCap: number
  /** Absent: card payments are off. */
  stripe?: { client: Stripe; config: StripeConfig }
  /** Sends events after a commit (app.announcer). */
  emit(userId: string, event: ServerEvent): void
}

/**
 * Buying tokens (decisions 450, 451): the packs, a card checkout, Stripe's webhook, the member's
 * and a moderator's view of the purchases, a support refund; and, for the apps' store purchases
 * (decision 470), the same refusals and announcements. Each use case is its own file taking the
 * dependencies it names (decision 510); this only hands them in, so callers keep one object.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  return {
    listPurchases: withDeps(deps, listPurchases),
    /** Store purchases (decision 470): a checkout's refusals (suspended, daily cap), inside the crediting transaction. */
    checkMayBuy: withDeps(deps, checkMayBuy),
    /** Store purchases: after the commit, the live events and the confirmation mail, as for a card. */
    afterCredit: withDeps(deps, afterCredit),
    /** Store purchases: after a reversal's commit, the live events. */
    announce: withDeps(deps, announce),
    packs: (): TokenPacks => ({ web: deps.stripe ? 'stripe' : null, packs: deps.packs }),
    checkout: withDeps(deps, checkout),
    handleStripeEvent: withDeps(deps, handleStripeEvent),
    memberPurchases: withDeps(deps, memberPurchases),
    refund: withDeps(deps, refund),
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
