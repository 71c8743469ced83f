import { TOKEN_RULES } from '@mithaq/domain'
import { useId, useState } from 'react'
import { Button } from '../../components/ui/button'
import { Select } from '../../components/ui/select'
import { useT } from '../../i18n'
import { formatCurrencyName, formatMoney } from '../../i18n/money'
import { type OfferedPack, type PackOffer, packCurrencies, priceIn } from '../../lib/payments'
import { tokensText } from './token-prices'
import { useBuyPack } from './use-buy-pack'

/** The price a pack's button shows: the store's own in the apps, else the configured one in `currency`. */
function priceText(pack: OfferedPack, currency: string) {
  if (pack.storePrice) return pack.storePrice
  const price = priceIn(pack, currency)
  return price && formatMoney(price.amountMinor, price.currency)
}

/**
 * The token packs, each with what it gives (its tokens, and how many chat unlocks they pay for)
 * and its price. On the web, the price in the chosen currency written the member's language's way
 * (the configuration's first currency until the member picks another), and a pack's button goes to
 * the payment page; the wallet shows the purchase when the page sends the member back. In the
 * apps, the store's price, and the button buys in the store and says how it went (use-buy-pack.ts).
 */
export function PackList({ offer }: { offer: PackOffer }) {
  const t = useT()
  const { packs, channel } = offer
  const currencies = channel === 'web' ? packCurrencies(packs) : []
  const [currency, setCurrency] = useState(currencies[0] ?? '')
  const { buy, buying, status, alert } = useBuyPack(channel)
  const selectId = useId()

  return (
    <div className="text-sm">
      <p className="text-ink/90">
        {t('payments.packs.intro', {
          standard: tokensText(t, TOKEN_RULES.unlockStandard),
          express: tokensText(t, TOKEN_RULES.unlockExpress),
        })}
      </p>
      {currencies.length > 1 && (
        <div className="mt-3 flex items-center gap-3">
          <label htmlFor={selectId} className="shrink-0 font-medium text-ink">
            {t('payments.currency')}
          </label>
          <Select
            id={selectId}
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
            disabled={buying !== null}
            className="h-10"
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {formatCurrencyName(code)}
              </option>
            ))}
          </Select>
        </div>
      )}
      <ul className="mt-3 space-y-2">
        {packs.map((pack) => {
          const price = priceText(pack, currency)
          if (!price) return null
          const tokens = tokensText(t, pack.tokens)
          return (
            <li
              key={pack.id}
              className="flex items-center justify-between gap-3 rounded-2xl border border-line px-4 py-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">{tokens}</p>
                <p className="text-muted">
                  {t('payments.pack.unlocks', {
                    count: Math.floor(pack.tokens / TOKEN_RULES.unlockStandard),
                  })}
                </p>
              </div>
              <Button
                size="sm"
                className="shrink-0 tabular-nums"
                aria-label={t('payments.pack.buy', { tokens, price })}
                aria-busy={buying === pack.id}
                disabled={buying !== null}
                onClick={() => void buy(pack, currency)}
              >
                {price}
              </Button>
            </li>
          )
        })}
      </ul>
      <p role="status" className="mt-2 text-ink">
        {status}
      </p>
      {alert && (
        <p role="alert" className="mt-2 text-destructive">
          {alert}
        </p>
      )}
      <p className="mt-3 text-xs leading-relaxed text-muted">
        {offer.store
          ? t('payments.notMoneyStore', { store: t(`payments.provider.${offer.store}`) })
          : t('payments.notMoney')}
      </p>
    </div>
  )
}
