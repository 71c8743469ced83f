import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A one-time product purchase as the stand-in keeps it (Play's ProductPurchase fields). */
export interface PlayPurchase {
  productId: string
  orderId: string
  /** 0 purchased, 1 cancelled, 2 pending. */
  purchaseState: 0 | 1 | 2
  /** 0 not yet consumed, 1 consumed. */
  consumptionState: 0 | 1
  obfuscatedExternalAccountId?: string
  /** Listed by voidedpurchases.list once set. */
  voidedTimeMillis?: number
  /** The consume call fails (HTTP 500) for this purchase. */
  failConsume?: boolean
}

/**
 * A local stand-in for Google's OAuth token endpoint and the Play Developer API's one-time purchase
 * endpoints (get, consume, voided purchases), checking what Google checks: the JWT assertion signed
 * with the service account's key and the scope, then the bearer token it issued. Its key file is
 * written for the server to read (`serviceAccountFile`), naming this stand-in as `token_uri`, as
 * the FCM tests do.
 */
export async function startGooglePlayStandIn(packageName: string) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const issued = new Set<string>()
  const purchases = new Map<string, PlayPurchase>()
  const calls: { method: string; path: string }[] = []
  const base = `/androidpublisher/v3/applications/${packageName}/purchases`

  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in')
      calls.push({ method: req.method ?? '', path: url.pathname })
      const answer = (status: number, json?: object) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(json ? JSON.stringify(json) : '')
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const assertion = new URLSearchParams(body).get('assertion') ?? ''
        const [header, claims, signature] = assertion.split('.')
        const valid = createVerify('RSA-SHA256')
          .update(`${header}.${claims}`)
          .verify(publicKey, Buffer.from(signature ?? '', 'base64url'))
        const scope = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString() || '{}').scope
        if (!valid || scope !== 'https://www.googleapis.com/auth/androidpublisher') {
          return answer(400, { error: 'invalid_grant' })
        }
        const token = `ya29.${randomBytes(16).toString('hex')}`
        issued.add(token)
        return answer(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' })
      }
      if (!issued.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
        return answer(401, { error: { code: 401, status: 'UNAUTHENTICATED' } })
      }
      if (url.pathname === `${base}/voidedpurchases` && req.method === 'GET') {
        const since = Number(url.searchParams.get('startTime') ?? 0)
        const voidedPurchases = [...purchases.entries()]
          .filter(([, p]) => p.voidedTimeMillis !== undefined && p.voidedTimeMillis >= since)
          .map(([token, p]) => ({
            kind: 'androidpublisher#voidedPurchase',
            purchaseToken: token,
            orderId: p.orderId,
            voidedTimeMillis: String(p.voidedTimeMillis),
          }))
        return answer(200, { voidedPurchases })
      }
      const match = url.pathname.match(new RegExp(`^${base}/products/([^/]+)/tokens/([^/:]+)(:consume)?$`))
      const token = match ? decodeURIComponent(match[2] ?? '') : ''
      const purchase = purchases.get(token)
      if (!match || !purchase || purchase.productId !== match[1]) {
        return answer(400, { error: { code: 400, message: 'The purchase token is no longer valid.' } })
      }
      if (match[3] && req.method === 'POST') {
        if (purchase.failConsume) return answer(500, { error: { code: 500 } })
        if (purchase.consumptionState === 1 || purchase.purchaseState !== 0) {
          return answer(400, {
            error: { code: 400, message: 'The product purchase is not owned by the user.' },
          })
        }
        purchase.consumptionState = 1
        return answer(204)
      }
      if (req.method === 'GET') {
        return answer(200, {
          kind: 'androidpublisher#productPurchase',
          purchaseTimeMillis: String(Date.now()),
          purchaseState: purchase.purchaseState,
          consumptionState: purchase.consumptionState,
          orderId: purchase.orderId,
          purchaseType: 0,
          acknowledgementState: purchase.consumptionState,
          productId: purchase.productId,
          quantity: 1,
          regionCode: 'FR',
          ...(purchase.obfuscatedExternalAccountId && {
            obfuscatedExternalAccountId: purchase.obfuscatedExternalAccountId,
          }),
        })
      }
      answer(404, {})
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const keyDir = mkdtempSync(join(tmpdir(), 'mithaq-play-'))
  const serviceAccountFile = join(keyDir, 'play-service-account.json')
  writeFileSync(
    serviceAccountFile,
    JSON.stringify({
      type: 'service_account',
      project_id: 'mithaq-play-test',
      client_email: 'play@mithaq-play-test.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${origin}/token`,
    }),
  )
  let orders = 0
  return {
    origin,
    serviceAccountFile,
    calls,
    purchases,
    /** A purchase made in the store; answers its token. */
    buy(productId: string, fields: Partial<PlayPurchase> = {}) {
      const token = `play-${randomBytes(24).toString('base64url')}`
      orders += 1
      purchases.set(token, {
        productId,
        orderId: `GPA.3300-0000-0000-${String(orders).padStart(5, '0')}`,
        purchaseState: 0,
        consumptionState: 0,
        ...fields,
      })
      return token
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(keyDir, { recursive: true, force: true })
    },
  }
}
