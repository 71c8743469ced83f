import { z } from 'zod'
import { messageSchema } from './chat'
import { notificationSchema } from './notifications'

/**
 * Server → client events over Socket.IO (docs/product.md § 9). Clients send nothing.
 * Every event travels on the one Socket.IO event name SERVER_EVENT, so a client parses one union
 * and ignores what it does not know. The socket is a hint: the database is the truth.
 */
export const SERVER_EVENT = 'event'
export const REALTIME_PATH = '/realtime'

const isoDate = z.iso.datetime({ offset: true })

export const serverEventSchema = z.discriminatedUnion('type', [
  /** To both users: the saved message (with the sender's clientId, to replace the optimistic one). */
  z.object({ type: z.literal('message.created'), message: messageSchema }),
  /** To the sender: the other user read their messages in this match up to `readAt`. */
  z.object({
    type: z.literal('message.read'),
    matchId: z.string(),
    readerId: z.string(),
    readAt: isoDate,
    count: z.number().int(),
  }),
  /** To both: a mutual like opened a new match (its `match` notifications follow). */
  z.object({ type: z.literal('match.created'), matchId: z.string() }),
  /** A match changed (payment, unlock, timers, unmatch, rematch): refetch it and the lists. */
  z.object({ type: z.literal('match.updated'), matchId: z.string() }),
  /** To the liked member: someone (`profileId`) liked their profile; a like that matched is `match.created`. */
  z.object({ type: z.literal('like.received'), profileId: z.string() }),
  z.object({ type: z.literal('notification.created'), notification: notificationSchema }),
  /** To the recipient: these notifications were marked read by what answered them (a chat read, a payment). */
  z.object({ type: z.literal('notifications.read'), ids: z.array(z.string()) }),
  z.object({ type: z.literal('wallet.updated'), balance: z.number().int() }),
  /** To the buyer: a purchase was credited or reversed (decision 450); refetch the purchases. */
  z.object({
    type: z.literal('purchase.updated'),
    purchaseId: z.string(),
    externalId: z.string(),
    status: z.enum(['pending', 'credited', 'reversed']),
  }),
  /**
   * The instance's link to the other instances (Redis) came back after a loss: events sent
   * meanwhile may never have arrived, so the client refetches what it shows, as on a reconnect.
   * Also the answer to a page's first socket (`since` in its handshake, decision 580) when an
   * event may have been sent to the user after the page's answers were read.
   */
  z.object({ type: z.literal('realtime.resumed') }),
  /** The other answer to a page's first socket: nothing was sent to the user since `since`. */
  z.object({ type: z.literal('realtime.current') }),
])
/** What a page's first socket sends in its handshake: when the page's answers were read (server ms). */
export const REALTIME_SINCE = 'since'
export type ServerEvent = z.infer<typeof serverEventSchema>
export type ServerEventType = ServerEvent['type']
