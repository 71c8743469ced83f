import { generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto'
import { KJUR } from 'jsrsasign'

/**
 * A stand-in for Apple's signing of App Store data, made by the test: a root, an intermediate and
 * a leaf certificate (ECDSA P-256), with the marks Apple's library looks for on the intermediate
 * (1.2.840.113635.100.6.2.1) and the leaf (1.2.840.113635.100.6.11.1), and JWS signed by the leaf
 * with the chain in `x5c`, as the App Store signs transactions and notifications. The server is
 * given this root instead of Apple's: everything else runs as in production (offline checks).
 */
export interface AppleSigner {
  /** DER of the root the server trusts. */
  root: Buffer
  sign(payload: object): string
  transaction(fields?: Partial<AppleTransactionFields>): string
  refund(transactionFields: Partial<AppleTransactionFields>, data?: object): string
}

export interface AppleTransactionFields {
  transactionId: string
  originalTransactionId: string
  productId: string
  bundleId: string
  environment: 'Sandbox' | 'Production'
  type: string
  price: number
  currency: string
  appAccountToken?: string
  revocationDate?: number
  signedDate: number
}

interface Pair {
  publicPem: string
  privatePem: string
  key: KeyObject
}

function pair(): Pair {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    key: privateKey,
  }
}

let serial = 1
function certificate(o: {
  subject: string
  issuer: string
  subjectKey: Pair
  issuerKey: Pair
  ca: boolean
  mark?: string
}): Buffer {
  const ext: object[] = []
  if (o.ca) ext.push({ extname: 'basicConstraints', critical: true, cA: true })
  // ASN.1 NULL as the value: Apple's library only asks whether the extension is there.
  if (o.mark) ext.push({ extname: o.mark, extn: '0500' })
  const cert = new KJUR.asn1.x509.Certificate({
    version: 3,
    serial: { int: serial++ },
    issuer: { str: o.issuer },
    subject: { str: o.subject },
    notbefore: '200101000000Z',
    notafter: '400101000000Z',
    sbjpubkey: o.subjectKey.publicPem,
    sigalg: 'SHA256withECDSA',
    cakey: o.issuerKey.privatePem,
    ext,
  } as unknown as ConstructorParameters<typeof KJUR.asn1.x509.Certificate>[0])
  return Buffer.from(cert.getEncodedHex(), 'hex')
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

export function createAppleSigner(name = 'Test'): AppleSigner {
  const rootKey = pair()
  const intermediateKey = pair()
  const leafKey = pair()
  const root = certificate({
    subject: `/CN=${name} Root CA`,
    issuer: `/CN=${name} Root CA`,
    subjectKey: rootKey,
    issuerKey: rootKey,
    ca: true,
  })
  const intermediate = certificate({
    subject: `/CN=${name} WWDR CA`,
    issuer: `/CN=${name} Root CA`,
    subjectKey: intermediateKey,
    issuerKey: rootKey,
    ca: true,
    mark: '1.2.840.113635.100.6.2.1',
  })
  const leaf = certificate({
    subject: `/CN=${name} StoreKit Signing`,
    issuer: `/CN=${name} WWDR CA`,
    subjectKey: leafKey,
    issuerKey: intermediateKey,
    ca: false,
    mark: '1.2.840.113635.100.6.11.1',
  })
  const x5c = [leaf, intermediate, root].map((der) => der.toString('base64'))

  function signJws(payload: object): string {
    const input = `${b64url({ alg: 'ES256', x5c })}.${b64url(payload)}`
    const signature = sign('sha256', Buffer.from(input), { key: leafKey.key, dsaEncoding: 'ieee-p1363' })
    return `${input}.${signature.toString('base64url')}`
  }

  function transactionPayload(fields: Partial<AppleTransactionFields> = {}) {
    const transactionId =
      fields.transactionId ?? String(2_000_000_000_000_000 + Math.floor(Math.random() * 1e12))
    return {
      transactionId,
      originalTransactionId: transactionId,
      productId: 'app.mithaq.tokens10',
      bundleId: 'app.mithaq',
      environment: 'Sandbox',
      type: 'Consumable',
      price: 2990,
      currency: 'EUR',
      quantity: 1,
      purchaseDate: Date.now(),
      signedDate: Date.now(),
      inAppOwnershipType: 'PURCHASED',
      transactionReason: 'PURCHASE',
      storefront: 'FRA',
      storefrontId: '143442',
      ...fields,
    }
  }

  return {
    root,
    sign: signJws,
    transaction: (fields) => signJws(transactionPayload(fields)),
    refund: (fields, data = {}) =>
      signJws({
        notificationType: 'REFUND',
        notificationUUID: randomUUID(),
        version: '2.0',
        signedDate: Date.now(),
        data: {
          bundleId: fields.bundleId ?? 'app.mithaq',
          environment: fields.environment ?? 'Sandbox',
          signedTransactionInfo: signJws(transactionPayload({ revocationDate: Date.now(), ...fields })),
          ...data,
        },
      }),
  }
}
