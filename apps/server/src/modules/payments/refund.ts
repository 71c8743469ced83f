import { englishTranslator, type PurchaseDto } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import { purchases } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { reversePurchase } from './credit'
import { toPurchaseDto } from './list-purchases'
import type { PaymentsDeps } from './payments.service'
import { announce } from './purchase-news'

const english = englishTranslator()

/**
 * Support refunds a card purchase: Stripe refunds the payment (once: the purchase id is the
 * idempotency key), then the tokens are taken back as the `charge.refunded` webhook would,
 * which then finds it done.
 */
export async function refund(
  deps: Pick<PaymentsDeps, 'db' | 'clock' | 'log' | 'stripe' | 'emit'>,
  purchaseId: string,
  moderatorId: string,
): Promise<PurchaseDto> {
  const { db, log } = deps
  const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId))
  if (!row) throw new AppError('NOT_FOUND', english('notices.purchaseNotFound'))
  if (!deps.stripe || row.provider !== 'stripe' || row.status !== 'credited' || !row.paymentRef)
    throw new AppError('CONFLICT', english('notices.purchaseNotRefundable'))
  try {
    await deps.stripe.client.refunds.create(
      {
        payment_intent: row.paymentRef,
        reason: 'requested_by_customer',
        metadata: { purchaseId, moderatorId },
      },
      { idempotencyKey: `refund:${purchaseId}` },
    )
  } catch (err) {
    log.error({ err, purchaseId }, 'Stripe refused a refund')
    throw new AppError('SERVICE_UNAVAILABLE', english('notices.paymentProviderUnavailable'))
  }
  const result = await db.transaction((tx) =>
    reversePurchase(tx, {
      provider: 'stripe',
      externalId: row.externalId,
      reason: 'refund',
      now: deps.clock.now(),
    }),
  )
  log.info({ purchaseId, moderatorId }, 'a moderator refunded a purchase')
  if (result.reversed) {
    announce(deps, result.purchase, result.balance)
    return toPurchaseDto(result.purchase)
  }
  return toPurchaseDto(result.purchase ?? row)
}
