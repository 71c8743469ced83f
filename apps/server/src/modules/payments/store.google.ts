import { androidpublisher, auth } from '@googleapis/androidpublisher'
import type { GoogleStoreConfig } from '../../config/stores'
import { createGoogleAccessTokens, readServiceAccount } from '../../lib/google-service-account'

const SCOPE = 'https://www.googleapis.com/auth/androidpublisher'

/** A one-time product's purchase as the Play Developer API tells it. */
export interface GooglePurchase {
  orderId: string
  /** 0 purchased, 1 cancelled, 2 pending (Play's purchaseState). */
  state: 'purchased' | 'cancelled' | 'pending'
  consumed: boolean
  /** What the app set as the obfuscated account id when it launched the purchase, if anything. */
  accountToken?: string
}

export interface GooglePlay {
  /** The purchase behind a token; undefined when Play does not know it (a made-up or foreign token). */
  getPurchase(productId: string, purchaseToken: string): Promise<GooglePurchase | undefined>
  /** Consumes the purchase, so it can be bought again; also acknowledges it. */
  consume(productId: string, purchaseToken: string): Promise<void>
  /** The order of a voided purchase (refunded, charged back, cancelled) with this token, looked up in Play's list since `since`. */
  findVoided(purchaseToken: string, since: Date): Promise<{ orderId: string } | undefined>
}

const STATES = { 0: 'purchased', 1: 'cancelled', 2: 'pending' } as const

/**
 * The Play Developer API (`@googleapis/androidpublisher`) with the service account's key: its
 * access token is asked for at the key file's `token_uri` (lib/google-service-account.ts, as for
 * FCM), so a test's key file points it at a local stand-in, and `apiUrl` replaces Google's address
 * the same way.
 */
export function createGooglePlay(
  config: GoogleStoreConfig,
  deps: { timeoutMs: number; now: () => Date },
): GooglePlay {
  const tokens = createGoogleAccessTokens({
    account: readServiceAccount(config.serviceAccountFile, 'GOOGLE_PLAY_SERVICE_ACCOUNT_FILE'),
    scope: SCOPE,
    timeoutMs: deps.timeoutMs,
    now: deps.now,
    label: 'Google Play',
  })
  const client = new auth.OAuth2()
  client.refreshHandler = async () => {
    const { token, expiresAt } = await tokens.get()
    return { access_token: token, expiry_date: expiresAt }
  }
  const api = androidpublisher({
    version: 'v3',
    auth: client,
    ...(config.apiUrl && { rootUrl: `${config.apiUrl.replace(/\/+$/, '')}/` }),
    timeout: deps.timeoutMs,
    retry: false,
  })
  const packageName = config.packageName
  return {
    async getPurchase(productId, token) {
      try {
        const { data } = await api.purchases.products.get({ packageName, productId, token })
        if (!data.orderId) return undefined
        return {
          orderId: data.orderId,
          state: STATES[(data.purchaseState ?? 1) as 0 | 1 | 2] ?? 'cancelled',
          consumed: data.consumptionState === 1,
          accountToken: data.obfuscatedExternalAccountId ?? undefined,
        }
      } catch (err) {
        // 400 (invalid token) and 404 (unknown to this app): not a purchase of ours.
        const status = (err as { status?: number }).status
        if (status === 400 || status === 404 || status === 410) return undefined
        throw err
      }
    },
    async consume(productId, token) {
      await api.purchases.products.consume({ packageName, productId, token })
    },
    async findVoided(purchaseToken, since) {
      let pageToken: string | undefined
      // A few pages at most: Play lists up to 1000 per page, newest window first.
      for (let page = 0; page < 10; page++) {
        const { data } = await api.purchases.voidedpurchases.list({
          packageName,
          startTime: String(since.getTime()),
          maxResults: 1000,
          ...(pageToken && { token: pageToken }),
        })
        const hit = data.voidedPurchases?.find((v) => v.purchaseToken === purchaseToken)
        if (hit?.orderId) return { orderId: hit.orderId }
        pageToken = data.tokenPagination?.nextPageToken ?? undefined
        if (!pageToken) return undefined
      }
      return undefined
    },
  }
}
