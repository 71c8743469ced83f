import {
  Environment,
  type JWSTransactionDecodedPayload,
  NotificationTypeV2,
  SignedDataVerifier,
  VerificationException,
  VerificationStatus,
} from '@apple/app-store-server-library'
import { UNKNOWN_PRICE_CURRENCY } from '@mithaq/domain'
import type { AppleStoreConfig } from '../../config/stores'

/** A consumable bought in the App Store, as Apple signed it and we checked it. */
export interface AppleTransaction {
  transactionId: string
  productId: string
  /** The price in the currency's minor units (Apple signs it in thousandths of the unit). */
  amountMinor: number
  /** ISO 4217, lower case, as the ledger writes it. */
  currency: string
  /** The UUID the app attached to the purchase, when it did. */
  appAccountToken?: string
  revoked: boolean
}

/** Why a signed transaction or notification was not accepted; `retry`: Apple's OCSP did not answer. */
export class AppleVerificationError extends Error {
  constructor(
    readonly reason: string,
    readonly retry: boolean,
  ) {
    super(`Apple signed data refused: ${reason}`)
  }
}

export type AppleNotification =
  | { kind: 'refund'; notificationId: string; transaction: AppleTransaction }
  /** A consumable was paid (ONE_TIME_CHARGE), whether or not the app reported it. */
  | { kind: 'charge'; notificationId: string; transaction: AppleTransaction }
  | { kind: 'other'; notificationId: string; type: string }

export interface AppleStore {
  verifyTransaction(signedTransaction: string): Promise<AppleTransaction>
  verifyNotification(signedPayload: string): Promise<AppleNotification>
}

/** Digits after the decimal point in a currency's minor unit (JPY 0, EUR 2, KWD 3). */
function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    )
  } catch {
    return 2
  }
}

function toTransaction(t: JWSTransactionDecodedPayload): AppleTransaction {
  if (!t.transactionId || !t.productId)
    throw new AppleVerificationError('no transaction or product id', false)
  const currency = (t.currency ?? UNKNOWN_PRICE_CURRENCY).toLowerCase()
  // 1990 milliunits of EUR are 1.99 EUR, 199 cents; of JPY 1990 milliunits are 2 yen.
  const amountMinor = t.price === undefined ? 0 : Math.round(t.price / 10 ** (3 - minorDigits(currency)))
  return {
    transactionId: t.transactionId,
    productId: t.productId,
    amountMinor,
    currency,
    appAccountToken: t.appAccountToken,
    revoked: t.revocationDate !== undefined,
  }
}

function refusal(err: unknown): AppleVerificationError {
  if (err instanceof AppleVerificationError) return err
  if (err instanceof VerificationException) {
    return new AppleVerificationError(
      VerificationStatus[err.status] ?? 'failure',
      err.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE,
    )
  }
  return new AppleVerificationError((err as Error).message, false)
}

/**
 * Apple's signed data checked with Apple's own library (`SignedDataVerifier`): the JWS signature
 * against the leaf certificate of its `x5c` chain, the chain up to one of the configured roots
 * (Apple's root CA in production; a test's own root in the tests), Apple's marks on the leaf and
 * the intermediate, the dates, and, with online checks, each certificate's revocation at Apple's
 * OCSP responder; then the bundle id and the environment (Production or Sandbox). Only consumables
 * are accepted: our packs are consumables.
 */
export function createAppleStore(config: AppleStoreConfig): AppleStore {
  const environment = config.environment === 'Sandbox' ? Environment.SANDBOX : Environment.PRODUCTION
  const verifier = new SignedDataVerifier(
    config.rootCertificates,
    config.onlineChecks,
    environment,
    config.bundleId,
    config.appAppleId,
  )
  async function verifyTransaction(signed: string): Promise<AppleTransaction> {
    try {
      const decoded = await verifier.verifyAndDecodeTransaction(signed)
      if (decoded.type !== 'Consumable') throw new AppleVerificationError(`type ${decoded.type}`, false)
      return toTransaction(decoded)
    } catch (err) {
      throw refusal(err)
    }
  }
  return {
    verifyTransaction,
    async verifyNotification(signedPayload) {
      let decoded: Awaited<ReturnType<SignedDataVerifier['verifyAndDecodeNotification']>>
      try {
        decoded = await verifier.verifyAndDecodeNotification(signedPayload)
      } catch (err) {
        throw refusal(err)
      }
      const notificationId = decoded.notificationUUID ?? ''
      const type = String(decoded.notificationType ?? '')
      const signedTransaction = decoded.data?.signedTransactionInfo
      if (type === NotificationTypeV2.REFUND && signedTransaction) {
        return { kind: 'refund', notificationId, transaction: await verifyTransaction(signedTransaction) }
      }
      if (type === NotificationTypeV2.ONE_TIME_CHARGE && signedTransaction) {
        return { kind: 'charge', notificationId, transaction: await verifyTransaction(signedTransaction) }
      }
      return { kind: 'other', notificationId, type }
    },
  }
}
