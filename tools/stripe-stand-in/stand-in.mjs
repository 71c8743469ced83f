// A local stand-in for the parts of Stripe's API that Mithaq calls (decision 450), for the server's
// tests and the browser journeys: no outside service is reachable there. It answers with Stripe's
// JSON shapes, serves a checkout page with a Pay button at each session's `url`, and sends signed
// webhook events (stripe.webhooks.generateTestHeaderString) as Stripe would. See README.md here.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'
import Stripe from 'stripe'

const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects and arrays. */
export function parseStripeForm(body) {
  const out = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/[[\]]+/).filter((p) => p !== '')
    let node = out
    parts.forEach((part, i) => {
      const last = i === parts.length - 1
      if (last) node[part] = value
      else {
        if (node[part] === undefined) node[part] = /^\d+$/.test(parts[i + 1]) ? [] : {}
        node = node[part]
      }
    })
  }
  return out
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )

/**
 * Starts the stand-in. `webhook`: where events go, a URL (POSTed like Stripe does) or a function
 * `(payload, headers) => Promise<{ statusCode }>` (a server test's app.inject). `port` 0 picks one.
 * Answers { url, close, sessions, complete, refund, dispute, closeDispute, deliver, signed, setWebhook }.
 */
export async function startStripeStandIn({
  port = 0,
  host = '127.0.0.1',
  webhook,
  webhookSecret,
  autoRefundEvent = true,
} = {}) {
  if (!webhookSecret) throw new Error('the Stripe stand-in needs the webhook secret (STRIPE_WEBHOOK_SECRET)')
  let target = webhook
  /** Checkout Sessions by id; each keeps its charge once paid. */
  const sessions = new Map()
  const refunds = []
  /** Every event sent, oldest first, with the status the webhook answered. */
  const deliveries = []
  let base = ''

  const event = (type, object) => ({
    id: id('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  })

  /** A payload and the Stripe-Signature header for it, signed with `secret` (the webhook's, unless a test forges one). */
  function signed(evt, secret = webhookSecret) {
    const payload = JSON.stringify(evt)
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret })
    return {
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    }
  }

  /** Sends one event to the webhook, signed; answers the webhook's status. */
  async function deliver(evt, { secret } = {}) {
    if (!target) throw new Error('the Stripe stand-in has no webhook to send to')
    const { payload, headers } = signed(evt, secret)
    let statusCode
    if (typeof target === 'function') statusCode = (await target(payload, headers)).statusCode
    else statusCode = (await fetch(target, { method: 'POST', headers, body: payload })).status
    deliveries.push({ id: evt.id, type: evt.type, statusCode })
    return statusCode
  }

  const chargeOf = (session) => ({
    id: session._chargeId,
    object: 'charge',
    amount: session.amount_total,
    amount_refunded: session._refunded,
    currency: session.currency,
    payment_intent: session.payment_intent,
    refunded: session._refunded >= session.amount_total,
    status: 'succeeded',
    paid: true,
    metadata: session._intentMetadata,
    livemode: false,
    created: session.created,
  })

  const publicSession = (s) => Object.fromEntries(Object.entries(s).filter(([k]) => !k.startsWith('_')))

  /** Pays a session as its Pay button does, and sends checkout.session.completed. `overrides` change the event's session (a tampered amount). Answers the webhook's status. */
  async function complete(sessionId, overrides = {}) {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`no session ${sessionId}`)
    if (session.status === 'open') {
      session.status = 'complete'
      session.payment_status = 'paid'
      session.payment_intent = id('pi')
      session._chargeId = id('ch')
    }
    return deliver(event('checkout.session.completed', { ...publicSession(session), ...overrides }))
  }

  /** The completed event of a paid session, unsent (a test delivers it twice, or late). */
  const completedEvent = (sessionId) => {
    const session = sessions.get(sessionId)
    return event('checkout.session.completed', publicSession(session))
  }

  function refundSession(session, metadata = {}) {
    const amount = session.amount_total - session._refunded
    session._refunded = session.amount_total
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: session._chargeId,
      currency: session.currency,
      payment_intent: session.payment_intent,
      status: 'succeeded',
      reason: metadata.reason ?? 'requested_by_customer',
      metadata: metadata.metadata ?? {},
      created: nowSeconds(),
    }
    refunds.push(refund)
    return refund
  }

  /** Refunds a paid session in full (as from Stripe's dashboard) and sends charge.refunded. */
  async function refund(sessionId) {
    const session = sessions.get(sessionId)
    refundSession(session)
    return deliver(event('charge.refunded', chargeOf(session)))
  }

  const disputeOf = (session, status) => {
    session._disputeId ??= id('dp')
    return {
      id: session._disputeId,
      object: 'dispute',
      amount: session.amount_total,
      charge: session._chargeId,
      currency: session.currency,
      payment_intent: session.payment_intent,
      reason: 'fraudulent',
      status,
      created: nowSeconds(),
      livemode: false,
    }
  }

  /** The cardholder's bank disputes the payment: sends charge.dispute.created. */
  async function dispute(sessionId) {
    return deliver(event('charge.dispute.created', disputeOf(sessions.get(sessionId), 'needs_response')))
  }

  /** The bank decides the dispute, 'won' (the payment stands) or 'lost': sends charge.dispute.closed. */
  async function closeDispute(sessionId, status) {
    return deliver(event('charge.dispute.closed', disputeOf(sessions.get(sessionId), status)))
  }

  const stripeError = (res, status, message, param) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, param } }))
  }
  const json = (res, body) => {
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') })
    res.end(JSON.stringify(body))
  }

  async function handleApi(req, res, path, body) {
    if (!/^Bearer sk_/.test(req.headers.authorization ?? ''))
      return stripeError(res, 401, 'Invalid API Key provided')
    const params = parseStripeForm(body)
    const url = new URL(path, 'http://x')
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(url.pathname)
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const item = params.line_items?.[0]
      const unit = Number(item?.price_data?.unit_amount)
      if (!item || !Number.isInteger(unit) || !item.price_data.currency)
        return stripeError(res, 400, 'line_items[0][price_data] is required', 'line_items')
      if (!params.success_url) return stripeError(res, 400, 'success_url is required', 'success_url')
      const sessionId = id('cs')
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: params.mode ?? 'payment',
        amount_subtotal: unit * Number(item.quantity ?? 1),
        amount_total: unit * Number(item.quantity ?? 1),
        currency: item.price_data.currency,
        client_reference_id: params.client_reference_id ?? null,
        customer_email: params.customer_email ?? null,
        metadata: params.metadata ?? {},
        locale: params.locale ?? null,
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        expires_at: Number(params.expires_at ?? nowSeconds() + 86_400),
        created: nowSeconds(),
        livemode: false,
        url: `${base}/pay/${sessionId}`,
        _product: item.price_data.product_data?.name ?? '',
        _intentMetadata: params.payment_intent_data?.metadata ?? {},
        _refunded: 0,
      }
      sessions.set(sessionId, session)
      return json(res, publicSession(session))
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const pi = url.searchParams.get('payment_intent')
      const data = [...sessions.values()].filter((s) => !pi || s.payment_intent === pi).map(publicSession)
      return json(res, { object: 'list', url: '/v1/checkout/sessions', has_more: false, data })
    }
    if (sessionPath) {
      const m = sessionPath
      const session = sessions.get(m[1])
      if (!session) return stripeError(res, 404, `No such checkout.session: '${m[1]}'`, 'session')
      if (m[2] && req.method === 'POST') {
        if (session.status !== 'open') return stripeError(res, 400, 'Only open sessions can be expired.')
        session.status = 'expired'
      }
      return json(res, publicSession(session))
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const session = [...sessions.values()].find(
        (s) => s.payment_intent && s.payment_intent === params.payment_intent,
      )
      if (!session)
        return stripeError(res, 404, `No such payment_intent: '${params.payment_intent}'`, 'payment_intent')
      if (session._refunded >= session.amount_total)
        return stripeError(res, 400, `Charge ${session._chargeId} has already been refunded.`)
      const made = refundSession(session, params)
      json(res, made)
      // Stripe tells the webhook too, a moment later.
      if (autoRefundEvent)
        setTimeout(() => deliver(event('charge.refunded', chargeOf(session))).catch(() => {}), 50)
      return
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`)
  }

  function checkoutPage(session) {
    const price = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: session.currency.toUpperCase(),
    }).format(session.amount_total / 100)
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stripe stand-in checkout</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<main><h1>Test checkout</h1><p>${escapeHtml(session._product)}</p><p data-testid="amount">${escapeHtml(price)}</p>
<form method="post" action="/pay/${escapeHtml(session.id)}"><button type="submit">Pay</button></form>
${session.cancel_url ? `<p><a href="/cancel/${escapeHtml(session.id)}">Cancel</a></p>` : ''}
<p><small>A local stand-in for Stripe Checkout: no card is charged.</small></p></main></body></html>`
  }

  async function handle(req, res) {
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    const body = Buffer.concat(chunks).toString('utf8')
    const path = req.url ?? '/'
    try {
      if (path.startsWith('/v1/')) return await handleApi(req, res, path, body)
      const pay = /^\/pay\/(\w+)$/.exec(path)
      const cancel = /^\/cancel\/(\w+)$/.exec(path)
      const control = /^\/_control\/(refund|dispute)\/(\w+)$/.exec(path)
      if (pay) {
        const m = pay
        const session = sessions.get(m[1])
        if (!session) return stripeError(res, 404, 'No such session')
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          return res.end(checkoutPage(session))
        }
        if (session.status === 'expired') return stripeError(res, 400, 'This session has expired.')
        await complete(session.id)
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) })
        return res.end()
      }
      if (cancel) {
        const m = cancel
        const session = sessions.get(m[1])
        res.writeHead(303, { location: session?.cancel_url ?? '/' })
        return res.end()
      }
      // For a journey in another process: refund or dispute a session, list what happened.
      if (req.method === 'POST' && control) {
        const m = control
        const status = await (m[1] === 'refund' ? refund(m[2]) : dispute(m[2]))
        return json(res, { webhookStatus: status })
      }
      if (req.method === 'GET' && path === '/_control/state')
        return json(res, { sessions: [...sessions.values()].map(publicSession), refunds, deliveries })
      return stripeError(res, 404, 'Not found')
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(err?.stack ?? err))
    }
  }

  const server = createServer((req, res) => void handle(req, res))
  await new Promise((resolve) => server.listen(port, host, resolve))
  const address = server.address()
  base = `http://${host}:${address.port}`
  return {
    /** protocol://host:port: STRIPE_API_BASE for the server. */
    url: base,
    sessions,
    refunds,
    deliveries,
    signed,
    deliver,
    event,
    complete,
    completedEvent,
    refund,
    dispute,
    closeDispute,
    setWebhook(next) {
      target = next
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

// `node tools/stripe-stand-in/stand-in.mjs`: STRIPE_STAND_IN_PORT (12111), STRIPE_WEBHOOK_SECRET,
// STRIPE_STAND_IN_WEBHOOK_URL (the server's /api/payments/stripe/webhook).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const standIn = await startStripeStandIn({
    port: Number(process.env.STRIPE_STAND_IN_PORT ?? 12111),
    webhook: process.env.STRIPE_STAND_IN_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/payments/stripe/webhook',
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_stand_in',
  })
  console.log(`Stripe stand-in on ${standIn.url}`)
  const stop = () => standIn.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
