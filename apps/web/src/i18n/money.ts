import { UNKNOWN_PRICE_CURRENCY } from '@mithaq/domain'
import { intlTag } from './locale-store'

// Only the purchase parts write money: kept out of i18n/index.ts, so the first load does not carry it.

/**
 * A price in the current language and the price's own currency ('€4.99', '٤٫٩٩ US$', '4,99 €'),
 * from its amount in the currency's minor unit (cents), as the payment provider counts it. The
 * number of minor digits is the currency's own (2 for EUR, 0 for JPY), as Intl knows it.
 */
export function formatMoney(amountMinor: number, currency: string): string {
  const options = { style: 'currency', currency } as const
  const format = new Intl.NumberFormat(intlTag(), options)
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(amountMinor / 10 ** digits)
}

/** What was paid, written as `formatMoney` does; undefined when the store did not say (Google Play). */
export function formatPaid(amountMinor: number, currency: string): string | undefined {
  return currency === UNKNOWN_PRICE_CURRENCY ? undefined : formatMoney(amountMinor, currency)
}

/** A currency's name in the current language ('euro', 'يورو'), for choosing one; its code when Intl has none. */
export function formatCurrencyName(currency: string): string {
  try {
    return new Intl.DisplayNames([intlTag()], { type: 'currency' }).of(currency.toUpperCase()) ?? currency
  } catch {
    return currency.toUpperCase()
  }
}
