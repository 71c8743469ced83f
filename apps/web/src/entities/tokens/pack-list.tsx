import { TOKEN_RULES, type TokenPack } from '@mithaq/domain'
import { useId, useState } from 'react'
import { Button } from '../../components/ui/button'
import { Select } from '../../components/ui/select'
import { useT } from '../../i18n'
import { formatCurrencyName, formatMoney } from '../../i18n/money'
import { errorMessage } from '../../lib/api-client'
import { packCurrencies, priceIn, startCheckout } from '../../lib/payments'
import { tokensText } from './token-prices'

/** Leaves the app for the payment page (a function of its own, so a test can watch it). */
export const paymentPage = { open: (url: string) => window.location.assign(url) }

/**
 * The token packs, each with what it gives (its tokens, and how many chat unlocks they pay for)
 * and its price in the chosen currency, written the member's language's way. The currency is the
 * configuration's first (the operator's main one) until the member picks another. A pack's button
 * asks the server for a payment page (the server sets the price) and goes there; the wallet shows
 * the purchase when the page sends the member back.
 */
export function PackList({ packs }: { packs: readonly TokenPack[] }) {
  const t = useT()
  const currencies = packCurrencies(packs)
  const [currency, setCurrency] = useState(currencies[0] ?? '')
  const [buying, setBuying] = useState<string | null>(null)
  const [error, setError] = useState<string>()
  const selectId = useId()

  async function buy(pack: TokenPack) {
    setBuying(pack.id)
    setError(undefined)
    try {
      const { url } = await startCheckout(pack.id, currency)
      paymentPage.open(url)
    } catch (err) {
      setError(t('payments.checkoutFailed', { reason: errorMessage(err) }))
      setBuying(null)
    }
  }

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
          const price = priceIn(pack, currency)
          if (!price) return null
          const priceText = formatMoney(price.amountMinor, price.currency)
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
                aria-label={t('payments.pack.buy', { tokens, price: priceText })}
                aria-busy={buying === pack.id}
                disabled={buying !== null}
                onClick={() => void buy(pack)}
              >
                {priceText}
              </Button>
            </li>
          )
        })}
      </ul>
      <p role="status" className="mt-2 text-ink">
        {buying ? t('payments.redirecting') : ''}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-destructive">
          {error}
        </p>
      )}
      <p className="mt-3 text-xs leading-relaxed text-muted">{t('payments.notMoney')}</p>
    </div>
  )
}
