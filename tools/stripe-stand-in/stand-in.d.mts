/** Types of stand-in.mjs (a plain module node runs as is), for the server's tests and the e2e. */
export interface StandInSession {
  id: string
  object: 'checkout.session'
  amount_total: number
  currency: string
  metadata: Record<string, string>
  payment_intent: string | null
  payment_status: 'unpaid' | 'paid'
  status: 'open' | 'complete' | 'expired'
  success_url: string
  cancel_url: string | null
  url: string
  [key: string]: unknown
}
export interface StandInEvent {
  id: string
  object: 'event'
  type: string
  data: { object: Record<string, unknown> }
  [key: string]: unknown
}
export type WebhookTarget =
  | string
  | ((payload: string, headers: Record<string, string>) => Promise<{ statusCode: number }>)
export interface StripeStandIn {
  /** protocol://host:port: STRIPE_API_BASE for the server. */
  url: string
  sessions: Map<string, StandInSession>
  refunds: Record<string, unknown>[]
  deliveries: { id: string; type: string; statusCode: number }[]
  signed(event: StandInEvent, secret?: string): { payload: string; headers: Record<string, string> }
  deliver(event: StandInEvent, options?: { secret?: string }): Promise<number>
  event(type: string, object: Record<string, unknown>): StandInEvent
  complete(sessionId: string, overrides?: Record<string, unknown>): Promise<number>
  completedEvent(sessionId: string): StandInEvent
  refund(sessionId: string): Promise<number>
  dispute(sessionId: string): Promise<number>
  closeDispute(sessionId: string, status: 'won' | 'lost'): Promise<number>
  setWebhook(target: WebhookTarget): void
  close(): Promise<void>
}
export function startStripeStandIn(options: {
  port?: number
  host?: string
  webhook?: WebhookTarget
  webhookSecret: string
  /** Send charge.refunded after a refund made through the API, as Stripe does (default true). */
  autoRefundEvent?: boolean
}): Promise<StripeStandIn>
export function parseStripeForm(body: string): Record<string, unknown>
