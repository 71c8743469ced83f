/**
 * Safety warnings in chat: what in a message deserves a calm word of advice. One module, so the
 * composer (before sending), the conversation (on receipt) and any server-side use agree.
 *
 * The patterns look for the four things that scams on marriage apps lean on: a phone number, an
 * e-mail address, a handle or link of another messaging app (to move the talk where nobody can
 * report it), and money or investment talk. Nothing here blocks a message: it only says what to
 * warn about. The negatives matter as much as the positives (years, prices of ordinary things,
 * times, dates, ages, heights): a warning on every second message teaches people to ignore it.
 */

export const SAFETY_CONCERNS = ['phone', 'email', 'messaging_app', 'money'] as const
export type SafetyConcern = (typeof SAFETY_CONCERNS)[number]

// Zero-width characters and soft hyphens hide a word from a pattern while showing nothing.
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g

/** Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits read as 0-9. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0)
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
  })
}

/** Full-width letters and digits (ＷｈａｔｓＡｐｐ, ０７９) become plain ones; case and invisibles go. */
export function normalizeForSafety(text: string): string {
  return asciiDigits(text.normalize('NFKC').replace(INVISIBLE, '')).toLowerCase()
}

// ---------------------------------------------------------------------------------------------
// Phone numbers

/**
 * A run of digits joined by the separators people put in numbers: spaces, dashes, dots and
 * brackets, with an optional leading "+" (or "00"). Slashes, colons and commas end a run, so
 * "12/05/2024", "10:30" and "1,500,000" are never one.
 */
const DIGIT_RUN = /\+?\(?\d[\d\s.\-()\u2013]*\d/g
const WRITTEN_DATE = /^(\d{4}[-.\s]\d{1,2}[-.\s]\d{1,2}|\d{1,2}[-.\s]\d{1,2}[-.\s]\d{4})$/
const TIME_RANGE = /^\d{1,2}[.]\d{2}\s*[-\u2013]\s*\d{1,2}[.]\d{2}$/

function looksLikePhone(run: string): boolean {
  const trimmed = run.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (digits.length < 8 || digits.length > 15) return false
  if (WRITTEN_DATE.test(trimmed) || TIME_RANGE.test(trimmed)) return false
  if (trimmed.startsWith('+') || digits.startsWith('0')) return true
  const groups = trimmed.split(/[^\d]+/).filter(Boolean)
  // Two rising numbers are a range ("1990-1995", a mahr of "5000-10000"), not a number to call.
  if (groups.length === 2 && Number(groups[0]) < Number(groups[1])) return false
  // "25 30 35 40" (a list of ages) is eight digits too: a phone number has a group of three or more.
  return groups.some((group) => group.length >= 3)
}

const DIGIT_WORDS = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)'
/** "zero seven nine one one two three four..." spelled out to slip past a digit pattern. */
const SPELLED_NUMBER = new RegExp(`\\b${DIGIT_WORDS}(?:[\\s,.-]+${DIGIT_WORDS}){6,}\\b`)

function hasPhone(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    if (looksLikePhone(match[0])) return true
  }
  return SPELLED_NUMBER.test(text)
}

// ---------------------------------------------------------------------------------------------
// E-mail addresses

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/
const TOP_DOMAINS = '(?:com|net|org|co|uk|de|fr|ca|au|io|me|info|edu|sa|ae|pk|in|my|id|tr|eg|ma|ng)'
/** "ali (at) gmail (dot) com", "ali[at]gmail.com", and "ali at gmail dot com" or "ali at gmail.com". */
const SPELLED_EMAIL = new RegExp(
  `[a-z0-9._%+-]+\\s*(?:\\(at\\)|\\[at\\]|\\{at\\})\\s*[a-z0-9-]+\\s*(?:\\.|\\(dot\\)|\\[dot\\]|\\s+dot\\s+)\\s*${TOP_DOMAINS}\\b`,
)
// With a plain " at ", the dot must be spelled out or written without spaces: "I study at uni. me
// and my sister..." is not an address.
const SPOKEN_EMAIL = new RegExp(
  `[a-z0-9._%+-]+\\s+at\\s+[a-z0-9-]+(?:\\s*(?:\\(dot\\)|\\[dot\\])\\s*|\\s+dot\\s+|\\.)${TOP_DOMAINS}\\b`,
)
const MAIL_PROVIDER = /\b(?:gmail|hotmail|yahoo mail|outlook\.com|icloud\.com|protonmail|proton\.me)\b/

function hasEmail(text: string): boolean {
  return EMAIL.test(text) || SPELLED_EMAIL.test(text) || SPOKEN_EMAIL.test(text) || MAIL_PROVIDER.test(text)
}

// ---------------------------------------------------------------------------------------------
// Messaging apps: names, links and handles

const APP_NAMES = [
  'whats\\s?app',
  'wh?ats?ap+',
  'telegram',
  'snap\\s?chat',
  'instagram',
  'insta',
  'viber',
  'we\\s?chat',
  'kik',
  'skype',
  // Not "messenger" alone: "the Messenger" is how Muslims often speak of the Prophet.
  'facebook messenger',
  'fb messenger',
  'discord',
  'tiktok',
  'imo app',
]
const APP_NAME = new RegExp(`\\b(?:${APP_NAMES.join('|')})\\b`)
/**
 * Names that are also ordinary words ("a signal", "snap a picture", "a line", "ig" inside words)
 * count only where they name the app: "on signal", "my snap", "line id", "add me on ig".
 */
const APP_IN_CONTEXT =
  /\b(?:on|via|use|my|your|add me on|text me on|message me on|dm me on)\s+(?:signal|snap|ig|wa|tg|messenger)\b|\b(?:signal|line|snap)\s*(?:app|id|username|handle)\b|\b(?:ig|snap|sc)\s*:/
const APP_LINK =
  /\b(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|t\.me|telegram\.me|telegram\.dog|snapchat\.com|instagram\.com|instagr\.am|ig\.me|m\.me|signal\.me|signal\.group|viber\.com|discord\.gg|discord\.com|tiktok\.com|facebook\.com|fb\.com|line\.me|kik\.me)\b/
/** "@ali_123" on its own (not the middle of an e-mail address). */
const AT_HANDLE = /(?:^|[^a-z0-9._%+-])@[a-z_][a-z0-9_.]{2,}/
/** Arabic names of the same apps (word boundaries do not work on Arabic letters, so plain search). */
const ARABIC_APP_NAMES = [
  'واتساب',
  'واتس اب',
  'واتس',
  'تلغرام',
  'تليجرام',
  'تيليجرام',
  'سناب',
  'انستغرام',
  'انستقرام',
  'انستا',
]

function hasMessagingApp(text: string): boolean {
  return (
    APP_NAME.test(text) ||
    APP_IN_CONTEXT.test(text) ||
    APP_LINK.test(text) ||
    (AT_HANDLE.test(text) && !EMAIL.test(text)) ||
    ARABIC_APP_NAMES.some((name) => text.includes(name))
  )
}

// ---------------------------------------------------------------------------------------------
// Money and investment

const MONEY_WORDS = [
  'crypto\\w*',
  'bitcoins?',
  'btc',
  'ethereum',
  'usdt',
  'tether',
  'binance',
  'coinbase',
  'nfts?',
  'forex',
  'stock tips?',
  'trading (?:platform|account|app|signals?|bot)',
  // Not "investment banking": an occupation is ordinary talk between people getting to know each other.
  'investments?(?! bank)',
  'investing',
  'investors?',
  'invest (?:money|with me|in (?:crypto|bitcoin|forex|gold|this|my))',
  'wire transfer',
  'bank transfer',
  'western union',
  'moneygram',
  'gift ?cards?',
  '(?:itunes|apple|google play|steam|amazon|sephora|ebay) (?:gift )?cards?',
  'paypal',
  'cash ?app',
  'venmo',
  'zelle',
  'remitly',
  'bank account',
  'account number',
  'routing number',
  'iban',
  'swift code',
  'sort code',
  'double your money',
  'guaranteed (?:profits?|returns?|income)',
  '(?:daily|weekly|monthly) (?:profits?|returns?)',
]
const MONEY_WORD = new RegExp(`\\b(?:${MONEY_WORDS.join('|')})\\b`)
/** Asking for money: "send me $200", "can you lend me some money", "transfer the funds". */
const MONEY_REQUEST =
  /\b(?:send|transfer|wire|lend|loan|borrow)\b[^.!?\n]{0,24}(?:money|cash|funds|\$|£|€|dollars|pounds|euros|dirhams|riyals|usd|gbp|eur)/
const ARABIC_MONEY_WORDS = [
  'بيتكوين',
  'عملات رقمية',
  'عملة رقمية',
  'استثمار',
  'تحويل بنكي',
  'ويسترن يونيون',
  'بطاقة هدايا',
]

function hasMoney(text: string): boolean {
  return (
    MONEY_WORD.test(text) ||
    MONEY_REQUEST.test(text) ||
    ARABIC_MONEY_WORDS.some((word) => text.includes(word))
  )
}

// ---------------------------------------------------------------------------------------------

const CHECKS: Record<SafetyConcern, (text: string) => boolean> = {
  phone: hasPhone,
  email: hasEmail,
  messaging_app: hasMessagingApp,
  money: hasMoney,
}

/** What a message deserves a warning about, in the order of `SAFETY_CONCERNS`; empty when nothing. */
export function findSafetyConcerns(text: string): SafetyConcern[] {
  const normalized = normalizeForSafety(text)
  return SAFETY_CONCERNS.filter((concern) => CHECKS[concern](normalized))
}

/**
 * What a warning speaks of: money when money is among the concerns, contact details otherwise.
 * The words themselves are the web app's, in the member's language (the 'chat' catalogue).
 */
export function safetyTopic(concerns: readonly SafetyConcern[]): 'money' | 'contact' {
  return concerns.includes('money') ? 'money' : 'contact'
}

/** The report category a warning opens the report dialog with. */
export function safetyReportCategory(concerns: readonly SafetyConcern[]): 'scam' | 'other' {
  return concerns.includes('money') ? 'scam' : 'other'
}
