import { PURCHASE_RETURN_PATH, type ServerEvent } from '@mithaq/domain'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { composeMail, translatorFor } from '../../lib/mail-texts'
import type { Mailer } from '../../lib/mailer'
import type { Purchase } from './credit'

// What the buyer is told after a commit: the live events, and the confirmation mail.

export interface PurchaseNewsDeps {
  db: Db
  log: FastifyBaseLogger
  mailer: Mailer
  publicUrl: string
  /** Sends events after a commit (app.announcer). */
  emit(userId: string, event: ServerEvent): void
}

/** After a commit: the balance and the purchase, live to the buyer's screens. */
export function announce(deps: Pick<PurchaseNewsDeps, 'emit'>, purchase: Purchase, balance: number | null) {
  if (balance !== null) deps.emit(purchase.userId, { type: 'wallet.updated', balance })
  deps.emit(purchase.userId, {
    type: 'purchase.updated',
    purchaseId: purchase.id,
    externalId: purchase.externalId,
    status: purchase.status,
  })
}

async function mailConfirmation(deps: PurchaseNewsDeps, purchase: Purchase, balance: number) {
  try {
    const [member] = await deps.db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, purchase.userId))
    if (!member) return
    const t = await translatorFor(member.locale)
    const price = new Intl.NumberFormat(t.locale, {
      style: 'currency',
      currency: purchase.currency.toUpperCase(),
    })
    const digits = price.resolvedOptions().maximumFractionDigits ?? 2
    await deps.mailer.send(
      composeMail(t, member.email, t('mail.purchase.subject'), [
        t('mail.purchase.body', {
          price: price.format(purchase.amountMinor / 10 ** digits),
          tokens: t('tokens.count', { count: purchase.tokens }),
          balance: t('tokens.count', { count: balance }),
        }),
        t('mail.purchase.what'),
        { link: `${deps.publicUrl}${PURCHASE_RETURN_PATH}`, label: t('mail.purchase.wallet') },
      ]),
    )
  } catch (err) {
    // The tokens are credited; a lost mail is logged, never a reason to answer Stripe with an error.
    deps.log.error({ err, purchaseId: purchase.id }, 'purchase confirmation mail failed')
  }
}

/** After a credit's commit: the live events and the confirmation mail. */
export async function afterCredit(deps: PurchaseNewsDeps, purchase: Purchase, balance: number) {
  announce(deps, purchase, balance)
  await mailConfirmation(deps, purchase, balance)
}
