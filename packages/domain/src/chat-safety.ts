/**
 * Safety warnings in chat: what in a message deserves a calm word of advice. One module, so the
 * composer (before sending), the conversation (on receipt) and any server-side use agree.
 *
 * The patterns look for the things that scams on marriage apps lean on: a phone number, an
 * e-mail address, a handle or link of another messaging app (to move the talk where nobody can
 * report it), and money: asking for it, a way to send it, or investment and crypto talk. Nothing
 * here blocks a message: it only says what to warn about. The negatives matter as much as the
 * positives (years, prices, amounts, times, dates, ages, heights, student numbers, an employer):
 * a warning on every second message teaches people to ignore it.
 *
 * Members write in the app's six languages (English, Arabic, Urdu, French, Turkish, Indonesian),
 * so digits may come as words in any of them, and app names in Arabic or Urdu script.
 */

/** What a warning can name, in the order a card lists them. */
export const SAFETY_CONCERNS = [
  'phone',
  'email',
  'messaging_app',
  'money_request',
  'payment_method',
  'investment',
] as const
export type SafetyConcern = (typeof SAFETY_CONCERNS)[number]

/** The concerns that are about money; the others are contact details. */
export const MONEY_CONCERNS: readonly SafetyConcern[] = ['money_request', 'payment_method', 'investment']

// Zero-width characters and soft hyphens hide a word from a pattern while showing nothing.
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g
// Arabic short vowels, the dagger alef and the tatweel (ـ) change how a word looks, not what it says.
const ARABIC_MARKS = /[\u064b-\u0652\u0670\u0640]/g

/** Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits read as 0-9. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0)
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
  })
}

/**
 * One spelling for letters that Arabic and Urdu writers use interchangeably: hamza'd alefs, alef
 * maqsura and Farsi yeh, keheh, heh goal and teh marbuta. Applied to messages and to the word
 * lists below alike, so a list can be written the way a native writer spells it.
 */
function foldArabic(text: string): string {
  return text
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/[ىی]/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/[ہۃة]/g, 'ه')
}

/** Full-width letters and digits (ＷｈａｔｓＡｐｐ, ０７９) become plain ones; case and invisibles go. */
export function normalizeForSafety(text: string): string {
  return foldArabic(
    asciiDigits(text.normalize('NFKC').replace(INVISIBLE, '').replace(ARABIC_MARKS, '')),
  ).toLowerCase()
}

/** Plain search for words in Arabic script (word boundaries do not work on Arabic letters). */
const includesAny = (text: string, words: readonly string[]) => words.some((word) => text.includes(word))
const arabicList = (words: readonly string[]) => words.map(foldArabic)

/** A regular expression over normalised text, with Arabic-script words in it folded the same way. */
const folded = (source: string, flags = 'u') => new RegExp(foldArabic(source), flags)

// Letters and digits of any script: the edges of a word where `\b` (ASCII only) would not do.
const START = '(?<![\\p{L}\\p{N}_])'
const END = '(?![\\p{L}\\p{N}_])'

// ---------------------------------------------------------------------------------------------
// Amounts of money: a currency around a number makes it a price, not a phone number

const CURRENCY =
  '[$£€₺₹₨﷼]|' +
  `${START}(?:usd|gbp|eur|euros?|dollars?|pounds?|rupees?|rs|pkr|inr|rp|rupiah|idr|lira|tl|try|riyals?|sar|dirhams?|aed|dinars?|dh|mad|francs?|cfa|fcfa|ringgit|rm|taka|juta|jt|ribu|rb|bin|milyon|milyar|mille|millions?|روپے|روپيه|روپيا|ريال|درهم|دينار|جنيه|ليره|ليرات|الف|مليون)${END}`
const CURRENCY_NEAR = new RegExp(CURRENCY, 'u')

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
/** "10 000 000", "25.000.000": an amount grouped in thousands, the way French and Indonesian write it. */
const THOUSANDS = /^\d{1,3}(?:( |\.)\d{3})(?:\1\d{3})*$/

/**
 * A number that is someone's identifier, not a way to reach them: a student, roll or matric
 * number, an order, booking or tracking reference. The label comes just before the number, with
 * only small words between ("my student number is 2018…", "öğrenci numaram …", "NIM saya …",
 * "numéro étudiant …", "رقمي الجامعي …", "رول نمبر …").
 */
const ID_LABELS = [
  'student',
  'matric(?:ulation)?',
  'roll',
  'registration',
  'enrol(?:l)?ment',
  'admission',
  'order',
  'booking',
  'reference',
  'ref',
  'tracking',
  'invoice',
  'employee',
  'ticket',
  'flight',
  'parcel',
  'étudiante?',
  'etudiante?',
  'matricule',
  'dossier',
  'commande',
  'suivi',
  'öğrenci',
  'ogrenci',
  'sipariş',
  'siparis',
  'kargo',
  'takip',
  'nim',
  'npm',
  'nisn',
  'nis',
  'mahasiswa',
  'pesanan',
  'resi',
  'الجامعي',
  'جامعي',
  'الطالب',
  'الطالبه',
  'طالب',
  'الطلب',
  'الحجز',
  'الشحنه',
  'رول',
  'رجسٹریشن',
  'طالب علم',
  'آرڈر',
]
const ID_FILLERS = [
  'my',
  'the',
  'number',
  'numbers',
  'num',
  'no',
  'nr',
  'id',
  'code',
  'is',
  'was',
  'numéro',
  'numero',
  'n°',
  'mon',
  'est',
  "d'",
  'd’',
  'de',
  'numaram',
  'numarası',
  'numarasi',
  'numaramız',
  'no’m',
  'nomor',
  'saya',
  'aku',
  'adalah',
  'رقم',
  'رقمي',
  'هو',
  'نمبر',
  'ميرا',
  'ہے',
  'هے',
]
const ID_BEFORE = folded(
  `${START}(?:${ID_LABELS.join('|')})(?:[\\s:#.,'’-]|${START}(?:${ID_FILLERS.join('|')})${END})*$`,
)

function looksLikePhone(run: string, before: string, after: string): boolean {
  const trimmed = run.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (digits.length < 8 || digits.length > 15) return false
  if (WRITTEN_DATE.test(trimmed) || TIME_RANGE.test(trimmed)) return false
  if (ID_BEFORE.test(before.slice(-40))) return false
  const plus = trimmed.startsWith('+')
  // An amount in thousands is a phone number only with a "+" or a leading 0: a round one, or one
  // beside a currency ("Rp 25.000.000", "12 345 678 TL"), is money.
  if (!plus && !digits.startsWith('0') && THOUSANDS.test(trimmed)) {
    const near = `${before.slice(-12)} ${after.slice(0, 12)}`
    if (digits.endsWith('00') || CURRENCY_NEAR.test(near)) return false
  }
  if (plus || digits.startsWith('0')) return true
  const groups = trimmed.split(/[^\d]+/).filter(Boolean)
  // Two rising numbers are a range ("1990-1995", a mahr of "5000-10000"), not a number to call.
  if (groups.length === 2 && Number(groups[0]) < Number(groups[1])) return false
  // "25 30 35 40" (a list of ages) is eight digits too: a phone number has a group of three or more.
  return groups.some((group) => group.length >= 3)
}

/** The letter O written for a zero inside a number: "O7911 123456", "+44 79o1…". */
const O_FOR_ZERO = /(?<![a-z0-9])[0-9o]+(?![a-z0-9])/g
const withZeros = (text: string) =>
  text.replace(O_FOR_ZERO, (run) => (/\d/.test(run) ? run.replace(/o/g, '0') : run))

/** Digits as words, in the six languages (after `normalizeForSafety`: lower case, folded Arabic). */
const DIGIT_WORD_LIST: Record<string, readonly string[]> = {
  '0': ['zero', 'oh', 'o', 'zéro', 'sıfır', 'sifir', 'nol', 'kosong', 'صفر'],
  '1': ['one', 'un', 'une', 'bir', 'satu', 'واحد', 'واحده', 'ايك'],
  '2': ['two', 'deux', 'iki', 'dua', 'اثنين', 'اثنان', 'اتنين', 'دو'],
  '3': ['three', 'trois', 'üç', 'uc', 'tiga', 'ثلاثه', 'ثلاث', 'تلاته', 'تين'],
  '4': ['four', 'quatre', 'dört', 'dort', 'empat', 'اربعه', 'اربع', 'چار'],
  '5': ['five', 'cinq', 'beş', 'bes', 'lima', 'خمسه', 'خمس', 'پانچ'],
  '6': ['six', 'altı', 'alti', 'enam', 'سته', 'ست', 'چھ', 'چه'],
  '7': ['seven', 'sept', 'yedi', 'tujuh', 'سبعه', 'سبع', 'سات'],
  '8': ['eight', 'huit', 'sekiz', 'delapan', 'ثمانيه', 'ثماني', 'ثمان', 'تمانيه', 'آٹھ', 'اٹھ'],
  '9': ['nine', 'neuf', 'dokuz', 'sembilan', 'تسعه', 'تسع', 'نو'],
}
const DIGIT_WORDS = new Map<string, string>(
  Object.entries(DIGIT_WORD_LIST).flatMap(([digit, words]) => words.map((word) => [foldArabic(word), digit])),
)
/** "double seven", "triple five": how English and French speakers read repeated digits. */
const REPEAT = new Map([
  ['double', 2],
  ['triple', 3],
])

/** The digits a word stands for ("seven" → "7", "وخمسة" → "5", "0791" → "0791"), if any. */
function digitsOf(token: string): string | undefined {
  if (/^\d+$/.test(token)) return token
  const word = DIGIT_WORDS.get(token)
  if (word !== undefined) return word
  // Arabic joins "and" to the next word: "خمسة وستة".
  if (token.startsWith('و') && token.length > 2) return DIGIT_WORDS.get(token.slice(1))
  return undefined
}

// French reads a phone number in pairs: "zéro six, douze, trente-quatre, soixante-dix-huit".
const FRENCH_TEENS = new Map([
  ['dix', 10],
  ['onze', 11],
  ['douze', 12],
  ['treize', 13],
  ['quatorze', 14],
  ['quinze', 15],
  ['seize', 16],
])
const FRENCH_TENS = new Map([
  ['vingt', 20],
  ['trente', 30],
  ['quarante', 40],
  ['cinquante', 50],
  ['soixante', 60],
])
const FRENCH_UNITS = new Map(
  ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'].map((word, i) => [word, i + 1]),
)

/** "dix" then "sept", "huit" or "neuf" (17 to 19 are ten-seven…): the unit, if so. */
const tenAnd = (tokens: readonly string[], j: number) => {
  const unit = FRENCH_UNITS.get(tokens[j] ?? '')
  return unit !== undefined && unit >= 7 ? unit : undefined
}

/** A French number from 10 to 99 at `tokens[i]` ("soixante-dix-huit" is three tokens), and its length. */
function frenchPair(tokens: readonly string[], i: number): { value: number; length: number } | undefined {
  let j = i
  let base: number | undefined
  if (tokens[j] === 'quatre' && (tokens[j + 1] === 'vingt' || tokens[j + 1] === 'vingts')) {
    base = 80
    j += 2
  } else {
    base = FRENCH_TENS.get(tokens[j] ?? '')
    if (base !== undefined) j += 1
  }
  if (base === undefined) {
    const teen = FRENCH_TEENS.get(tokens[j] ?? '')
    if (teen === undefined) return undefined
    const unit = teen === 10 ? tenAnd(tokens, j + 1) : undefined
    return unit !== undefined ? { value: 10 + unit, length: 2 } : { value: teen, length: 1 }
  }
  if (tokens[j] === 'et') j += 1
  // Seventy and ninety are sixty-ten and four-twenty-ten: "soixante-douze", "quatre-vingt-dix-neuf".
  const teen = base === 60 || base === 80 ? FRENCH_TEENS.get(tokens[j] ?? '') : undefined
  if (teen !== undefined) {
    const unit = teen === 10 ? tenAnd(tokens, j + 1) : undefined
    if (unit !== undefined) return { value: base + 10 + unit, length: j + 2 - i }
    return { value: base + teen, length: j + 1 - i }
  }
  const unit = FRENCH_UNITS.get(tokens[j] ?? '')
  if (unit !== undefined) return { value: base + unit, length: j + 1 - i }
  return { value: base, length: j - i }
}

/**
 * A number read out in words, alone or mixed with digits, in any of the six languages: "zero
 * seven nine one one…", "07911 one two three four five six", "صفر خمسة واحد…", and French in
 * pairs. Eight digits or more, at least one of them a word (numbers in digits alone are the job
 * of `DIGIT_RUN`).
 */
function hasNumberInWords(text: string): boolean {
  const tokens = text.split(/[\s,.\-–_/()+]+/u).filter(Boolean)
  let digits = ''
  let words = 0
  let repeat = 1
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? ''
    const times = REPEAT.get(token)
    if (times !== undefined) {
      repeat = times
      continue
    }
    const pair = frenchPair(tokens, i)
    if (pair) {
      digits += String(pair.value).repeat(repeat)
      repeat = 1
      words += 1
      i += pair.length - 1
      continue
    }
    const value = digitsOf(token)
    if (value === undefined) {
      if (words > 0 && digits.length >= 8 && digits.length <= 15) return true
      digits = ''
      words = 0
      repeat = 1
      continue
    }
    digits += value.repeat(repeat)
    repeat = 1
    if (!/^\d+$/.test(token)) words += 1
  }
  return words > 0 && digits.length >= 8 && digits.length <= 15
}

function hasPhone(text: string): boolean {
  const zeros = withZeros(text)
  for (const match of zeros.matchAll(DIGIT_RUN)) {
    const index = match.index ?? 0
    const before = zeros.slice(0, index)
    const after = zeros.slice(index + match[0].length)
    if (looksLikePhone(match[0], before, after)) return true
  }
  return hasNumberInWords(zeros)
}

// ---------------------------------------------------------------------------------------------
// E-mail addresses

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/
const TOP_DOMAINS = '(?:com|net|org|co|uk|de|fr|ca|au|io|me|info|edu|sa|ae|pk|in|my|id|tr|eg|ma|ng)'
const DOT_WORD = '(?:dot|point|nokta|titik)'
/** "ali (at) gmail (dot) com", "ali[at]gmail.com", and "ali at gmail dot com" or "ali at gmail.com". */
const SPELLED_EMAIL = new RegExp(
  `[a-z0-9._%+-]+\\s*(?:\\(at\\)|\\[at\\]|\\{at\\})\\s*[a-z0-9-]+\\s*(?:\\.|\\(dot\\)|\\[dot\\]|\\s+${DOT_WORD}\\s+)\\s*${TOP_DOMAINS}\\b`,
)
// With a plain " at " (French "arobase", Turkish "et"), the dot must be spelled out or written
// without spaces: "I study at uni. me and my sister..." is not an address.
const SPOKEN_EMAIL = new RegExp(
  `[a-z0-9._%+-]+\\s+(?:at|arobase|arobas|et)\\s+[a-z0-9-]+(?:\\s*(?:\\(dot\\)|\\[dot\\])\\s*|\\s+${DOT_WORD}\\s+|\\.)${TOP_DOMAINS}\\b`,
)
const MAIL_PROVIDER = /\b(?:gmail|hotmail|yahoo mail|outlook\.com|icloud\.com|protonmail|proton\.me)\b/
const ARABIC_MAIL_PROVIDERS = arabicList(['جيميل', 'جي ميل', 'جی میل', 'هوتميل', 'ہاٹ میل'])

function hasEmail(text: string): boolean {
  return (
    EMAIL.test(text) ||
    SPELLED_EMAIL.test(text) ||
    SPOKEN_EMAIL.test(text) ||
    MAIL_PROVIDER.test(text) ||
    includesAny(text, ARABIC_MAIL_PROVIDERS)
  )
}

// ---------------------------------------------------------------------------------------------
// Messaging apps: names, links and handles

/** Names no ordinary word starts with: a Turkish or Indonesian ending may follow ("telegramdan"). */
const LONG_APP_NAMES = [
  'whats\\s?app',
  'wh?ats?ap+',
  'vats?ap+',
  'telegram',
  'snap\\s?chat',
  'instagram',
  'viber',
  'wechat',
  'skype',
  'tiktok',
]
const SHORT_APP_NAMES = ['insta', 'kik', 'discord', 'facebook messenger', 'fb messenger', 'imo app']
// Not "messenger" alone: "the Messenger" is how Muslims often speak of the Prophet.
const APP_NAME = new RegExp(`\\b(?:(?:${LONG_APP_NAMES.join('|')})|(?:${SHORT_APP_NAMES.join('|')})\\b)`)
/** The same names with nothing between the letters: what spelling out letter by letter leaves. */
const APP_NAME_SQUASHED =
  /^(?:whatsapp|whatsap|watsapp|watsap|vatsapp|vatsap|telegram|snapchat|snap|instagram|insta|signal|viber|wechat|skype|kik|discord|tiktok|line|imo)$/
/**
 * Names that are also ordinary words ("a signal", "snap a picture", "a line", "ig" inside words,
 * Indonesian "wa", Turkish "wp") count only where they name the app: "on signal", "my snap",
 * "line id", "add me on ig", "sur snap", "nomor wa", "wp'den yaz".
 */
const APP_IN_CONTEXT =
  /\b(?:on|via|use|my|your|add me on|text me on|message me on|dm me on|sur|mon|ton)\s+(?:signal|snap|ig|wa|tg|messenger)\b|\b(?:di|ke|lewat|via|nomor|no|nmr|japri|add)\s+(?:wa|line|tele|ig)\b|\b(?:signal|line|snap)\s*(?:app|id|username|handle)\b|\b(?:ig|snap|sc)\s*:|\bwa\s+(?:aku|saya|ku|aja|ya|dong|saja)\b|\bwp\s*'?\s*(?:den|dan|ye|ya|den yaz|numaram|numarası|no)\b/
const APP_LINK =
  /\b(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|t\.me|telegram\.me|telegram\.dog|snapchat\.com|instagram\.com|instagr\.am|ig\.me|m\.me|signal\.me|signal\.group|viber\.com|discord\.gg|discord\.com|tiktok\.com|facebook\.com|fb\.com|line\.me|kik\.me)\b/
/** "@ali_123" on its own (not the middle of an e-mail address). */
const AT_HANDLE = /(?:^|[^a-z0-9._%+-])@[a-z_][a-z0-9_.]{2,}/
/** Arabic and Urdu names of the same apps. */
const ARABIC_APP_NAMES = arabicList([
  'واتساب',
  'واتس اب',
  'واتس',
  'واٹس',
  'واٹس ایپ',
  'واٹساپ',
  'تلغرام',
  'تليغرام',
  'تليجرام',
  'تيليجرام',
  'تلجرام',
  'ٹیلیگرام',
  'ٹیلی گرام',
  'سناب',
  'سنیپ',
  'اسنیپ',
  'انستغرام',
  'انستقرام',
  'انستجرام',
  'انستا',
  'انسٹاگرام',
  'انسٹا',
  'ماسنجر',
  'فايبر',
  'ایمو',
])
/** The letters of the same names, one by one ("و ا ت س ا ب", "و ا ٹ س"). */
const ARABIC_APP_NAMES_SQUASHED = ARABIC_APP_NAMES.map((name) => name.replace(/\s/g, ''))

/**
 * Single letters with separators between them, "w h a t s a p p", "t.e.l.e.g.r.a.m", "و ا ت س ا ب":
 * a name spelled out so that no word in it is a name. Each run is squashed and looked up.
 */
const SPELLED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?:[\s.\-_*,|/·•]+\p{L}(?![\p{L}\p{N}])){2,}/gu

function hasSpelledAppName(text: string): boolean {
  for (const match of text.matchAll(SPELLED_LETTERS)) {
    const squashed = match[0].replace(/[^\p{L}]/gu, '')
    if (APP_NAME_SQUASHED.test(squashed) || ARABIC_APP_NAMES_SQUASHED.includes(squashed)) return true
    // "w h a t s app": letters one by one, then the rest of the name as a word.
    const next = text.slice((match.index ?? 0) + match[0].length).match(/^[\s.\-_*]+(\p{L}+)/u)
    if (next && APP_NAME_SQUASHED.test(squashed + next[1])) return true
  }
  return false
}

function hasMessagingApp(text: string): boolean {
  return (
    APP_NAME.test(text) ||
    APP_IN_CONTEXT.test(text) ||
    APP_LINK.test(text) ||
    (AT_HANDLE.test(text) && !EMAIL.test(text)) ||
    includesAny(text, ARABIC_APP_NAMES) ||
    hasSpelledAppName(text)
  )
}

// ---------------------------------------------------------------------------------------------
// Money: asking for it, a way to send it, investment talk

/** Payment companies, named alone or as someone's employer. */
const PAYMENT_COMPANIES = [
  'paypal',
  'pay pal',
  'western union',
  'moneygram',
  'remitly',
  'cash ?app',
  'venmo',
  'zelle',
  'wise',
  'payoneer',
  'papara',
  'easypaisa',
  'easy paisa',
  'jazzcash',
  'jazz cash',
  'gopay',
  'binance',
  'coinbase',
  'باي بال',
  'بايبال',
  'پے پال',
  'ويسترن يونيون',
  'ویسٹرن یونین',
  'ایزی پیسه',
  'جاز کیش',
]
const COMPANY = `(?:${PAYMENT_COMPANIES.join('|')})`
/**
 * A payment company as the place someone works: "I work at PayPal", "engineer at Western Union",
 * "je travaille chez PayPal", "PayPal'da çalışıyorum", "saya bekerja di PayPal", "أعمل في باي بال",
 * "میں پے پال میں کام کرتا ہوں". Such a mention is removed before the money words are looked for.
 */
const EMPLOYER = folded(
  [
    `${START}(?:work(?:s|ed|ing)?\\s+(?:at|for|in)|job\\s+at|employed\\s+(?:at|by)|joined|(?:engineer|developer|analyst|manager|intern|designer|accountant|consultant|officer|lead|director|tester|programmer|specialist|executive)\\s+(?:at|for|with))\\s+${COMPANY}${END}`,
    `${START}(?:travaill(?:e|es|ais|ait)\\s+(?:chez|pour|à)|(?:ingénieure?|développeu(?:r|se)|analyste|comptable|stagiaire|employée?|cadre|consultante?)\\s+(?:chez|à)|chez)\\s+${COMPANY}${END}`,
    `${START}${COMPANY}\\s*['’]?\\s*(?:da|de|ta|te)${END}[^.!?\\n]{0,30}?(?:çalış|calis|mühendis|muhendis|yazılımcı|stajyer|müdür|uzman|analist)`,
    `${START}${COMPANY}\\s+(?:şirketinde|firmasında|sirketinde)`,
    `${START}(?:bekerja|kerja|karyawan|pegawai|magang|engineer|insinyur)\\s+(?:di|untuk|pada)\\s+${COMPANY}${END}`,
    `(?:اعمل|اشتغل|يعمل|تعمل|موظف|موظفه|مهندس|مهندسه|محاسب|محاسبه)\\s+(?:في|لدى|عند|مع|ب)\\s*${COMPANY}`,
    `${COMPANY}\\s+(?:میں|ميں|مين)\\s+(?:کام|ملازم|نوکری|ملازمت|انجینئر)`,
  ].join('|'),
  'gu',
)

const INVESTMENT_WORDS = [
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
  'double your money',
  'guaranteed (?:profits?|returns?|income)',
  '(?:daily|weekly|monthly) (?:profits?|returns?)',
  // French, Turkish, Indonesian.
  'investissements?',
  'investir',
  'placement garanti',
  'rendement garanti',
  'kripto\\w*',
  'yatırım\\w*',
  'yatirim\\w*',
  'investasi',
  'cuan',
  'profit harian',
  'saham gorengan',
]
const INVESTMENT_WORD = new RegExp(`\\b(?:${INVESTMENT_WORDS.join('|')})`)
const ARABIC_INVESTMENT_WORDS = arabicList([
  'بيتكوين',
  'بتكوين',
  'عملات رقمية',
  'عملة رقمية',
  'عملات مشفرة',
  'استثمار',
  'فوركس',
  'ارباح مضمونة',
  'سرمایہ کاری',
  'بٹ کوائن',
  'کرپٹو',
  'فاریکس',
])

const PAYMENT_WORDS = [
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
  // French, Turkish, Indonesian.
  'virement',
  'cartes? cadeaux?',
  'rib',
  'coordonnées bancaires',
  'mandat cash',
  'havale',
  'eft',
  'hediye kart\\w*',
  'hesap numara\\w*',
  'papara',
  'rekening',
  'no rek',
  'norek',
  'gopay',
  'voucher google play',
  'easypaisa',
  'easy paisa',
  'jazzcash',
  'jazz cash',
]
const PAYMENT_WORD = new RegExp(`\\b(?:${PAYMENT_WORDS.join('|')})\\b`, 'u')
const ARABIC_PAYMENT_WORDS = arabicList([
  'تحويل بنكي',
  'حواله بنكيه',
  'ويسترن يونيون',
  'بطاقة هدايا',
  'بطاقات هدايا',
  'رقم الحساب',
  'رقم حسابك',
  'حسابك البنكي',
  'ايبان',
  'باي بال',
  'بايبال',
  'پے پال',
  'ویسٹرن یونین',
  'اکاؤنٹ نمبر',
  'بینک اکاؤنٹ',
  'گفٹ کارڈ',
  'ایزی پیسہ',
  'جاز کیش',
])

/** What a number counts when it is not money: "borrow your car for 10 days", "20 books". */
const NOT_MONEY_UNITS =
  '(?:days?|hours?|minutes?|mins?|weeks?|months?|years?|pages?|books?|photos?|pictures?|times?|jours?|heures?|semaines?|mois|ans|livres?|gün|saat|hafta|ay|yıl|kitap|hari|jam|menit|minggu|bulan|tahun|buku|foto|يوم|ايام|ساعه|ساعات|دقيقه|دقائق|كتاب|كتب|دن|گھنٹے|منٹ|کتاب|کتابیں)'
/** An amount without a currency: two digits or more, or a number with k, thousand, ribu, juta… */
const AMOUNT = `(?:\\d{2,}(?![\\d.,]*\\s*${NOT_MONEY_UNITS}${END})|\\d+\\s*(?:k|m)${END}|${START}(?:hundred|thousand|grand|mille|yüz|bin|ratus|ribu|rb|juta|jt|الف|مائه|ميه|ہزار|هزار|سو)${END})`
const MONEY_NOUN = `(?:[$£€]|${START}(?:ال|بال|وال|ب|و|ل|لل)?(?:money|cash|funds|dollars|pounds|euros|dirhams|riyals|usd|gbp|eur|argent|fric|sous|para|parayı|parası|uang|duit|فلوس|مال|مبلغ|نقود|پیسے|پیسہ|رقم|روپے)${END})`
/**
 * Asking for money, in each language: with a money word ("send me $200", "lend me some money",
 * "para gönder", "kirim uang", "ابعتلي فلوس", "پیسے بھیج دو"), or asking to borrow an amount
 * with no currency at all ("can I borrow 500 until Friday?", "prête-moi 300", "bana 500 borç
 * verir misin", "boleh pinjam 500 ribu", "ممكن تسلفني 500", "مجھے 5000 ادھار دے دو").
 */
const MONEY_REQUESTS = [
  `\\b(?:send|transfer|wire|lend|loan|borrow)\\b[^.!?\\n]{0,24}${MONEY_NOUN}`,
  `\\b(?:lend|loan|borrow|spot me|advance me)\\w*\\b[^.!?\\n]{0,20}?${AMOUNT}`,
  `${START}(?:prête|prêter|prêtes|prêterais|prêt|emprunter|avancer|avance)${END}[^.!?\\n]{0,20}?(?:${AMOUNT}|${MONEY_NOUN})`,
  `${START}(?:envoie|envoyer|envoies|enverrais|vire|virer|verse|verser)${END}[^.!?\\n]{0,20}?${MONEY_NOUN}`,
  `${START}(?:borç|borc|ödünç|odunc)${END}[^.!?\\n]{0,20}?(?:${AMOUNT}|${MONEY_NOUN})`,
  `(?:${AMOUNT}|${MONEY_NOUN})[^.!?\\n]{0,16}?${START}(?:borç|borc|ödünç|odunc)`,
  `${START}(?:para|parayı|\\d{2,})\\s+(?:gönder|yolla|lazım|at(?:ar)?\\s+mısın)`,
  `${START}(?:pinjam|pinjem|minjem|pinjamin|pinjemin|pinjamkan|ngutang|utang)\\w*${END}[^.!?\\n]{0,20}?(?:${AMOUNT}|${MONEY_NOUN})`,
  `${START}(?:kirim|kirimin|kirimkan|transfer|transferin|tf)${END}[^.!?\\n]{0,20}?(?:uang|duit|\\d+\\s*(?:rb|ribu|jt|juta|k)${END})`,
  `(?:سلف|تسلف|اسلف|استلف|اقرض|تقرض|قرض)[^.!?\\n]{0,20}?(?:${AMOUNT}|${MONEY_NOUN})`,
  `(?:ارسل|ابعث|ابعت|حول|تحول|حولي)\\s*(?:لي|ل)\\s*[^.!?\\n]{0,12}?(?:${AMOUNT}|${MONEY_NOUN})`,
  `(?:ابعتلي|ابعثلي|حوللي|ارسللي)[^.!?\\n]{0,12}?(?:${AMOUNT}|${MONEY_NOUN})`,
  `(?:ادھار|قرض|قرضه)[^.!?\\n]{0,20}?(?:${AMOUNT}|${MONEY_NOUN})`,
  `(?:${AMOUNT}|${MONEY_NOUN})[^.!?\\n]{0,16}?(?:ادھار|قرض|قرضه)`,
  `(?:پیسے|پیسہ|رقم|روپے)[^.!?\\n]{0,12}?(?:بھیج|بھیجو|بھیجیں|ٹرانسفر|دے دو|دیں)`,
]
const MONEY_REQUEST = folded(MONEY_REQUESTS.join('|'))

/** The text with payment companies named as an employer taken out. */
const withoutEmployers = (text: string) => text.replace(EMPLOYER, ' ')

function hasMoneyRequest(text: string): boolean {
  return MONEY_REQUEST.test(text)
}

function hasPaymentMethod(text: string): boolean {
  const rest = withoutEmployers(text)
  return PAYMENT_WORD.test(rest) || includesAny(rest, ARABIC_PAYMENT_WORDS)
}

function hasInvestment(text: string): boolean {
  const rest = withoutEmployers(text)
  return INVESTMENT_WORD.test(rest) || includesAny(rest, ARABIC_INVESTMENT_WORDS)
}

// ---------------------------------------------------------------------------------------------

const CHECKS: Record<SafetyConcern, (text: string) => boolean> = {
  phone: hasPhone,
  email: hasEmail,
  messaging_app: hasMessagingApp,
  money_request: hasMoneyRequest,
  payment_method: hasPaymentMethod,
  investment: hasInvestment,
}

/** What a message deserves a warning about, in the order of `SAFETY_CONCERNS`; empty when nothing. */
export function findSafetyConcerns(text: string): SafetyConcern[] {
  const normalized = normalizeForSafety(text)
  return SAFETY_CONCERNS.filter((concern) => CHECKS[concern](normalized))
}

/** Whether a concern is about money (asking for it, a way to send it, investments). */
export const isMoneyConcern = (concern: SafetyConcern) => MONEY_CONCERNS.includes(concern)

/**
 * What a warning speaks of: money when money is among the concerns, contact details otherwise.
 * The words themselves are the web app's, in the member's language (the 'chat' catalogue).
 */
export function safetyTopic(concerns: readonly SafetyConcern[]): 'money' | 'contact' {
  return concerns.some(isMoneyConcern) ? 'money' : 'contact'
}

/** The report category a warning opens the report dialog with. */
export function safetyReportCategory(concerns: readonly SafetyConcern[]): 'scam' | 'other' {
  return safetyTopic(concerns) === 'money' ? 'scam' : 'other'
}
