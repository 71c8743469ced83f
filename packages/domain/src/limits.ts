/** Every limit of the product (docs/product.md § 4, § 12), in one place. */
export const PASSWORD_MIN_LENGTH = 8
/** better-auth's own ceiling; a longer password is refused rather than silently truncated. */
export const PASSWORD_MAX_LENGTH = 128
export const EMAIL_MAX_LENGTH = 254
export const MIN_AGE = 18
export const NAME_MAX_LENGTH = 25
export const ABOUT_ME_MAX_LENGTH = 1500
export const EDUCATION_MAX_LENGTH = 50
export const OCCUPATION_MAX_LENGTH = 50
export const NATIONALITIES_MIN = 1
export const NATIONALITIES_MAX = 4
export const PICTURES_MAX = 5
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024
export const HEIGHT_MIN = 130
export const HEIGHT_MAX = 200
export const HEIGHT_DEFAULT = 170
export const BIRTH_YEAR_CHOICES = 100
export const REPORT_REASON_MIN = 10
export const REPORT_REASON_MAX = 1000
export const SIGNUP_STEPS = 4
export const MOBILE_BREAKPOINT_PX = 768
export const UNREAD_BADGE_CAP = 99
/** Route-change fade of the app shell. */
export const PAGE_FADE_MS = 300
// Discovery and the social graph (docs/product.md § 5, § 6, § 12)
export const AGE_FILTER_MIN = 18
export const AGE_FILTER_MAX = 80
/** A country filter longer than this is no longer a filter; the UI offers a searchable list. */
export const FILTER_COUNTRIES_MAX = 50
/** Cards per feed page: the card on screen plus the 3 pre-cached ones, with room to spare. */
export const DISCOVER_PAGE_SIZE = 10
export const PRECACHED_CARDS = 3
/** The Like/Pass buttons stay locked this long after each action. */
export const CARD_ACTION_LOCK_MS = 250
/** From "It's a Match!" to the chat. */
export const MATCH_TO_CHAT_DELAY_MS = 1500
/**
 * Tiles per page of a Liked tab (divides into 2, 3 and 4 columns); 'Show more' asks for the next
 * page, and the tab title shows the full count.
 */
export const LIKED_PAGE_SIZE = 48
/** The most tiles one request may ask for. */
export const LIKED_PAGE_MAX = 100
/** Notifications per GET /api/notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 50
// Matches and chat (docs/product.md § 7, § 8)
/** Counted in code points, like every text limit. Long enough for a heartfelt letter, short enough to read. */
export const MESSAGE_MAX_LENGTH = 2000
/** Recent Transactions on the wallet card. */
export const WALLET_HISTORY_SIZE = 4
// Profiles, pictures and location (docs/product.md § 4, § 10, § 12)
/** Location names are short; this only stops garbage. */
export const LOCATION_NAME_MAX_LENGTH = 100
/** What the file picker offers and the server accepts, sniffed from the bytes, never from the name. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
/** Above any phone camera (a 108 MP sensor bins to 12 MP photos); stops decompression bombs. */
export const PICTURE_MAX_PIXELS = 40_000_000
/** Long edge of the stored picture: sharp on a phone screen, about 200–400 KB as WebP. */
export const PICTURE_MAX_EDGE_PX = 1600
export const PICTURE_THUMB_EDGE_PX = 400
/** Cities per answer of the manual city picker. */
export const CITY_SEARCH_LIMIT = 20
// Chat screens' timings (docs/product.md § 12)
/** The last-message preview of a Matches row, before '…'; 'You: ' is counted outside it. */
export const MESSAGE_PREVIEW_LENGTH = 30
/** The Matches list and the tab badge wait this long after a burst of events before refetching. */
export const MATCHES_REFRESH_DEBOUNCE_MS = 200
/** The same text sent twice within this window is sent once. */
export const DUPLICATE_SEND_GUARD_MS = 500
/** Mark as read: after entering a chat, and after new messages arrive while it is visible. */
export const MARK_READ_ON_ENTRY_MS = 2000
export const MARK_READ_AFTER_NEW_MS = 1000
/** Mark as read tries this often on transient errors, waiting 1 s, doubling, at most 5 s between. */
export const MARK_READ_ATTEMPTS = 3
export const MARK_READ_RETRY_BASE_MS = 1000
export const MARK_READ_RETRY_MAX_MS = 5000
/** From 'Payment Successful' back to the Matches list. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 1500
