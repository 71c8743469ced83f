import { useState } from 'react'
import { useT } from '../../i18n'
import { ApiError, errorMessage } from '../../lib/api-client'
import { type OfferedPack, type PaymentChannel, startCheckout } from '../../lib/payments'
import { storeModule, useRefreshWallet } from './store-updates'
import { tokensText } from './token-prices'

/** Leaves the app for the payment page (a function of its own, so a test can watch it). */
export const paymentPage = { open: (url: string) => window.location.assign(url) }

/**
 * How a pack is bought, by the channel the packs' query chose (lib/payments.ts): on the web, a
 * payment page from the server (which sets the price), left for at once; in the apps, the store's
 * purchase (lib/store-purchases.ts), whose outcome is said here. `status` is the calm line (a
 * screen reader hears it), `alert` what went wrong.
 */
export function useBuyPack(channel: Exclude<PaymentChannel, null>) {
  const t = useT()
  const refresh = useRefreshWallet()
  const [buying, setBuying] = useState<string | null>(null)
  const [said, setSaid] = useState<{ status?: string; alert?: string }>({})

  async function buyOnWeb(pack: OfferedPack, currency: string) {
    setSaid({ status: t('payments.redirecting') })
    try {
      const { url } = await startCheckout(pack.id, currency)
      paymentPage.open(url)
    } catch (err) {
      setSaid({ alert: t('payments.checkoutFailed', { reason: errorMessage(err) }) })
      setBuying(null)
    }
  }

  async function buyInTheStore(pack: OfferedPack) {
    setSaid({ status: t('payments.store.opening') })
    let store: Awaited<ReturnType<typeof storeModule>> | undefined
    try {
      store = await storeModule()
      const outcome = await store.buyInStore(pack.id)
      if (outcome.kind === 'done') {
        refresh()
        setSaid({ status: t('payments.done', { tokens: tokensText(t, outcome.tokens) }) })
      } else setSaid({ status: t(`payments.store.${outcome.kind}`) })
    } catch (err) {
      // The server's refusal (suspended, the daily cap) is said in the server's words.
      setSaid({
        alert:
          store && err instanceof store.StoreUnavailableError
            ? t('payments.store.unavailable')
            : err instanceof ApiError
              ? errorMessage(err)
              : t('payments.store.failed', { reason: errorMessage(err) }),
      })
    } finally {
      setBuying(null)
    }
  }

  function buy(pack: OfferedPack, currency: string) {
    setBuying(pack.id)
    return channel === 'store' ? buyInTheStore(pack) : buyOnWeb(pack, currency)
  }

  return { buy, buying, status: said.status ?? '', alert: said.alert }
}
