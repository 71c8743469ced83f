import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'

/**
 * The app stores' in-app purchases (issue 33, decision 470): which store products are which of our
 * packs, and how the server checks what the apps send. Each store is on only when its settings
 * are complete; the native apps then buy through it instead of Stripe.
 */
export const storeEnvShape = {
  /** Apple product id → pack id, comma separated: `app.mithaq.tokens10=tokens-10,…`. Unset: Apple purchases are off. */
  APPLE_PRODUCTS: z.string().optional(),
  /** The iOS app's bundle id, which every signed transaction must name. */
  APPLE_BUNDLE_ID: z.string().min(1).default('app.mithaq'),
  /** `Production` (the App Store, TestFlight) or `Sandbox` (sandbox testers). */
  APPLE_ENVIRONMENT: z.enum(['Production', 'Sandbox']).default('Production'),
  /** The app's Apple id (a number, App Store Connect → App Information); required in Production. */
  APPLE_APP_ID: z.coerce.number().int().positive().optional(),
  /** Apple's root certificates (AppleRootCA-G3.cer, …), comma-separated file paths, DER or PEM. */
  APPLE_ROOT_CERTIFICATES: z.string().optional(),
  /** Ask Apple's OCSP responder whether the signing certificates were revoked (on by default; tests turn it off). */
  APPLE_ONLINE_CHECKS: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  /** Google Play product id → pack id, comma separated. Unset: Google Play purchases are off. */
  GOOGLE_PRODUCTS: z.string().optional(),
  /** The Android app's package name in Google Play. */
  GOOGLE_PLAY_PACKAGE: z.string().min(1).default('app.mithaq'),
  /** A service-account key (JSON) with access to the Play Developer API (may be the FCM key's account). */
  GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  /** The Play Developer API's address; only tests change it (a local stand-in). */
  GOOGLE_PLAY_API_URL: z.url().optional(),
  /** A secret put in the Pub/Sub push address (`…/google/notifications?token=…`); notifications without it are refused. */
  GOOGLE_NOTIFICATIONS_TOKEN: z
    .string()
    .min(16, 'GOOGLE_NOTIFICATIONS_TOKEN: at least 16 characters')
    .optional(),
}

const storeEnvSchema = z.object(storeEnvShape)
type StoreEnv = z.infer<typeof storeEnvSchema>

export interface AppleStoreConfig {
  /** Store product id → our pack id. */
  products: Record<string, string>
  bundleId: string
  environment: 'Production' | 'Sandbox'
  appAppleId?: number
  /** DER bytes of the trusted roots. */
  rootCertificates: Buffer[]
  onlineChecks: boolean
}

export interface GoogleStoreConfig {
  products: Record<string, string>
  packageName: string
  serviceAccountFile: string
  apiUrl?: string
  notificationsToken?: string
}

export interface StoresConfig {
  apple?: AppleStoreConfig
  google?: GoogleStoreConfig
}

/** `a=b, c=d` → `{ a: 'b', c: 'd' }`; undefined when a pair is malformed. */
export function parseProductMap(value: string): Record<string, string> | undefined {
  const map: Record<string, string> = {}
  for (const pair of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [product, pack, extra] = pair.split('=').map((p) => p.trim())
    if (!product || !pack || extra !== undefined) return undefined
    map[product] = pack
  }
  return Object.keys(map).length > 0 ? map : undefined
}

/** A certificate file in DER or PEM, as DER bytes. */
function readCertificate(file: string): Buffer {
  const bytes = readFileSync(file)
  const pem = bytes.toString('latin1').match(/-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/)
  return pem?.[1] ? Buffer.from(pem[1].replace(/\s+/g, ''), 'base64') : bytes
}

/** The stores' settings, or a list of what is wrong (said at start, like the rest of the environment). */
export function storesConfig(e: StoreEnv): { stores: StoresConfig; problems: string[] } {
  const problems: string[] = []
  const stores: StoresConfig = {}
  if (e.APPLE_PRODUCTS) {
    const products = parseProductMap(e.APPLE_PRODUCTS)
    if (!products) problems.push('APPLE_PRODUCTS: a comma-separated list of product-id=pack-id')
    if (!e.APPLE_ROOT_CERTIFICATES)
      problems.push("APPLE_ROOT_CERTIFICATES: required with APPLE_PRODUCTS (Apple's root CA files)")
    if (e.APPLE_ENVIRONMENT === 'Production' && !e.APPLE_APP_ID)
      problems.push('APPLE_APP_ID: required with APPLE_PRODUCTS in the Production environment')
    let rootCertificates: Buffer[] = []
    try {
      rootCertificates = (e.APPLE_ROOT_CERTIFICATES ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)
        .map((f) => readCertificate(resolve(f)))
    } catch (err) {
      problems.push(`APPLE_ROOT_CERTIFICATES: ${(err as Error).message}`)
    }
    if (products && problems.length === 0) {
      stores.apple = {
        products,
        bundleId: e.APPLE_BUNDLE_ID,
        environment: e.APPLE_ENVIRONMENT,
        appAppleId: e.APPLE_APP_ID,
        rootCertificates,
        onlineChecks: e.APPLE_ONLINE_CHECKS ?? true,
      }
    }
  }
  if (e.GOOGLE_PRODUCTS) {
    const products = parseProductMap(e.GOOGLE_PRODUCTS)
    if (!products) problems.push('GOOGLE_PRODUCTS: a comma-separated list of product-id=pack-id')
    if (!e.GOOGLE_PLAY_SERVICE_ACCOUNT_FILE)
      problems.push('GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: required with GOOGLE_PRODUCTS')
    if (products && e.GOOGLE_PLAY_SERVICE_ACCOUNT_FILE) {
      stores.google = {
        products,
        packageName: e.GOOGLE_PLAY_PACKAGE,
        serviceAccountFile: resolve(e.GOOGLE_PLAY_SERVICE_ACCOUNT_FILE),
        apiUrl: e.GOOGLE_PLAY_API_URL,
        notificationsToken: e.GOOGLE_NOTIFICATIONS_TOKEN,
      }
    }
  }
  return { stores, problems }
}
