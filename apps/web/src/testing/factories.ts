import {
  type DiscoverCard,
  discoverCardSchema,
  type MatchDetail,
  type MatchListItem,
  type Message,
  matchDetailSchema,
  matchListItemSchema,
  messageSchema,
  type Notification,
  notificationSchema,
  type PublicProfile,
  publicProfileSchema,
  type Wallet,
  walletSchema,
} from '@mithaq/domain'

// Test data built through the domain schemas, so it cannot drift from what the server sends.

let sequence = 0
const next = () => {
  sequence += 1
  return sequence
}

/** A time `minutes` from now (negative: in the past), as the wire carries it. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

export function buildDiscoverCard(overrides: Partial<DiscoverCard> = {}): DiscoverCard {
  const n = next()
  return discoverCardSchema.parse({
    id: `profile-${n}`,
    name: `Member ${n}`,
    sex: 'female',
    age: 28,
    location: { country: 'Jordan', city: 'Amman' },
    aboutMe: 'I love reading and long walks.',
    education: 'Bachelor',
    occupation: 'Teacher',
    nationality: ['Jordan'],
    height: 165,
    maritalStatus: 'Never Married',
    pictures: [],
    isDemo: false,
    isVerified: false,
    isFavorited: false,
    likedMe: false,
    faith: {},
    shared: [],
    why: { mutualMusts: false, sharedWishes: 0 },
    ...overrides,
  })
}

export function buildPublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  const { isFavorited: _f, likedMe: _l, faith: _a, shared: _s, why: _w, ...profile } = buildDiscoverCard()
  return publicProfileSchema.parse({ ...profile, ...overrides })
}

/** A match as the chat screen reads it: by default locked, nobody paid, the payment window open. */
export function buildMatchDetail(overrides: Partial<MatchDetail> = {}): MatchDetail {
  const n = next()
  return matchDetailSchema.parse({
    id: `match-${n}`,
    profile: buildPublicProfile({ name: 'Maryam' }),
    status: 'locked',
    chatUnlocked: false,
    me: { id: 'me', paid: false, paidAmount: 0 },
    them: { id: `them-${n}`, paid: false, paidAmount: 0 },
    paymentExpiresAt: minutesFromNow(47 * 60),
    initialTimerExpiresAt: null,
    responseTimerExpiresAt: null,
    awaitingResponseFrom: null,
    unmatchedAt: null,
    unmatchReason: null,
    canRematch: false,
    unreadCount: 0,
    createdAt: minutesFromNow(-60),
    lastMessageAt: null,
    ...overrides,
  })
}

/** The same match, unlocked: both paid, the first message not written yet. */
export const unlocked = (match: MatchDetail): MatchDetail =>
  matchDetailSchema.parse({
    ...match,
    status: 'unlocked',
    chatUnlocked: true,
    me: { ...match.me, paid: true, paidAmount: 3 },
    them: { ...match.them, paid: true, paidAmount: 3 },
    paymentExpiresAt: null,
    initialTimerExpiresAt: minutesFromNow(23 * 60),
  })

export function buildMessage(overrides: Partial<Message> & Pick<Message, 'matchId' | 'senderId'>): Message {
  const n = next()
  return messageSchema.parse({
    id: `message-${n}`,
    clientId: crypto.randomUUID(),
    content: `Message ${n}`,
    read: false,
    readAt: null,
    createdAt: minutesFromNow(-30 + n / 1000),
    ...overrides,
  })
}

export function buildMatchListItem(overrides: Partial<MatchListItem> = {}): MatchListItem {
  const n = next()
  return matchListItemSchema.parse({
    id: `match-${n}`,
    profile: {
      id: `profile-${n}`,
      name: `Member ${n}`,
      sex: 'female',
      age: 30,
      location: { country: 'Jordan', city: 'Amman' },
      picture: null,
      isDemo: false,
    },
    status: 'unlocked',
    lastMessage: null,
    unreadCount: 0,
    lastActivityAt: minutesFromNow(-n),
    timer: null,
    ...overrides,
  })
}

export function buildWallet(overrides: Partial<Wallet> = {}): Wallet {
  return walletSchema.parse({
    balance: 10,
    transactions: [],
    nextTopUp: { at: minutesFromNow(3 * 24 * 60), amount: 5, upTo: 10 },
    ...overrides,
  })
}

export function buildNotification(
  overrides: Partial<Notification> & Pick<Notification, 'type'>,
): Notification {
  const n = next()
  return notificationSchema.parse({
    id: crypto.randomUUID(),
    senderId: `sender-${n}`,
    senderName: 'Maryam',
    senderSex: 'female',
    referenceId: `match-${n}`,
    content: null,
    read: false,
    createdAt: minutesFromNow(-n),
    ...overrides,
  })
}
