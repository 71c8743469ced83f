import { describe, expect, it } from 'vitest'
import {
  findSafetyConcerns,
  normalizeForSafety,
  type SafetyConcern,
  safetyReportCategory,
  safetyTopic,
} from './chat-safety'

/** Whether a message raises a concern; 'money' stands for any of the three money concerns. */
const has = (text: string, concern: SafetyConcern | 'money') => {
  const concerns = findSafetyConcerns(text)
  return concern === 'money'
    ? concerns.length > 0 && safetyTopic(concerns) === 'money'
    : concerns.includes(concern)
}

describe('findSafetyConcerns: phone numbers', () => {
  it.each([
    'Call me on 07911 123456',
    'my number is +44 7911 123456',
    '+1 (555) 123-4567',
    '(555) 123-4567',
    '555-123-4567',
    '555.123.4567',
    '06 12 34 56 78',
    '0612345678',
    '00966 50 123 4567',
    '+966501234567',
    'text me 0 7 9 1 1 1 2 3 4 5 6',
    '98765 43210',
    'رقمي ٠٥٠١٢٣٤٥٦٧',
    'number: ۰۹۱۲۳۴۵۶۷۸۹',
    'ＣＡＬＬ ０７９１１ １２３４５６',
    'zero seven nine one one two three four five six',
    '07911\u200b123456',
  ])('warns about %j', (text) => {
    expect(has(text, 'phone')).toBe(true)
  })

  it.each([
    'I was born in 1995',
    'We moved here in 2019 and bought the house in 2021',
    'I studied from 2015-2019',
    'Between 1990 – 1995 we lived in Leeds',
    'The mahr we discussed was 5000-10000',
    'The dress cost $49.99 and the shoes £120',
    'Rent is 1,250,000 rupees a year',
    'We paid 1500 for the hall',
    'See you at 10:30',
    'The class is 09.30-10.45 on Mondays',
    'From 10:30-11:45 I am at work',
    'My birthday is 12/05/1994',
    'The wedding is on 2025-06-14',
    'We met on 14.06.2024',
    'I am 28 years old and 175 cm tall',
    'ages 25 30 35 40 are all fine',
    'I have 2 brothers and 3 sisters',
    'Room 101, flat 4',
    'Assalamu alaikum, how are you?',
  ])('does not warn about %j', (text) => {
    expect(has(text, 'phone')).toBe(false)
  })
})

describe('findSafetyConcerns: e-mail addresses', () => {
  it.each([
    'write to me at ali.khan+m@example.co.uk',
    'ALI_K@Hotmail.com',
    'ali (at) gmail (dot) com',
    'ali[at]gmail.com',
    'ali at gmail dot com',
    'ali at yahoo.com',
    'just add my gmail',
  ])('warns about %j', (text) => {
    expect(has(text, 'email')).toBe(true)
  })

  it.each([
    'I study at uni. me and my sister share a flat',
    'We can meet at the cafe. com-munity centre is nearby',
    'I work at home on Fridays',
    'Email is not something I check often',
    'I arrive at 5. Then we can talk',
  ])('does not warn about %j', (text) => {
    expect(has(text, 'email')).toBe(false)
  })
})

describe('findSafetyConcerns: messaging apps', () => {
  it.each([
    'Do you have WhatsApp?',
    'whats app me',
    'add me on watsapp',
    'message me on Telegram',
    'my snapchat is ali_k',
    'my snap is ali_k',
    'snap: ali_k',
    'follow my insta',
    'Instagram please',
    'add me on IG',
    'text me on signal',
    'signal app is better',
    'my line id is alik',
    'https://wa.me/447911123456',
    'wa.me/447911123456',
    'join t.me/alik',
    'instagram.com/alik',
    'Find me @ali_khan',
    'We can talk on Viber',
    'Skype tonight?',
    'on messenger?',
    'كلمني واتساب',
    'تليجرام أفضل',
    'ｗｈａｔｓａｐｐ',
    'whats\u200bapp',
  ])('warns about %j', (text) => {
    expect(has(text, 'messaging_app')).toBe(true)
  })

  it.each([
    'The Messenger (peace be upon him) taught us patience',
    'That was a good signal that things are going well',
    'The phone signal is weak in my village',
    'Let me snap a picture of the view',
    'I stood in line for an hour',
    'My line of work is nursing',
    'The instant I saw your profile',
    'See you @ 5',
    'Meet you @5pm',
    'ali@example.com is my work address',
    'Telegraph is my favourite newspaper',
  ])('does not warn about %j', (text) => {
    expect(has(text, 'messaging_app')).toBe(false)
  })
})

describe('findSafetyConcerns: money and investment', () => {
  it.each([
    'I trade crypto and can teach you',
    'Bitcoin is the future',
    'I made 300% on BTC last month',
    'Put some USDT on Binance',
    'Can you do a wire transfer?',
    'Send it by Western Union',
    'Please buy me a Google Play card',
    'I need iTunes gift cards for my mother',
    'I have a great investment opportunity',
    'Investing with me is safe',
    'invest in forex with my mentor',
    'guaranteed returns every week',
    'double your money in a month',
    'Can you send me $200?',
    'Could you lend me some money until Friday',
    'Please transfer the funds today',
    'What is your bank account number?',
    'Send it to my PayPal',
    'استثمار مضمون',
    'بيتكوين',
  ])('warns about %j', (text) => {
    expect(has(text, 'money')).toBe(true)
  })

  it.each([
    'The coffee was $4.50',
    'I bought a dress for £30',
    'My rent is 900 euros',
    'I work in investment banking',
    'We should spend time getting to know each other',
    'I sent my mother flowers',
    'I cannot wait to meet your family',
    'The dowry is discussed between families',
    'I love giving cards on Eid',
    'I am a nurse and love my job',
  ])('does not warn about %j', (text) => {
    expect(has(text, 'money')).toBe(false)
  })
})

describe('findSafetyConcerns: the whole message', () => {
  it('is empty for an ordinary message', () => {
    expect(findSafetyConcerns('Salaam! I liked that you enjoy hiking, where do you go?')).toEqual([])
  })

  it('names every concern, in a fixed order', () => {
    expect(
      findSafetyConcerns(
        'Invest in bitcoin: WhatsApp me on +44 7911 123456 or ali@example.com, and lend me 500 by PayPal',
      ),
    ).toEqual(['phone', 'email', 'messaging_app', 'money_request', 'payment_method', 'investment'])
  })

  it('reads Arabic-Indic digits and full-width letters as plain ones', () => {
    expect(normalizeForSafety('٠١٢ ۳۴۵ ＡＢＣ')).toBe('012 345 abc')
  })
})

describe('what a warning speaks of', () => {
  it('money when money is among the concerns', () => {
    expect(safetyTopic(['phone', 'money_request'])).toBe('money')
    expect(safetyTopic(['payment_method'])).toBe('money')
    expect(safetyReportCategory(['phone', 'investment'])).toBe('scam')
  })

  it('contact details otherwise', () => {
    expect(safetyTopic(['phone'])).toBe('contact')
    expect(safetyReportCategory(['messaging_app'])).toBe('other')
  })
})

// ---------------------------------------------------------------------------------------------
// A labelled set in the app's six languages, measured as a whole: every risky message must be
// caught with the concern it raises (recall), and no innocent one may be flagged (precision).
// It holds the kinds a review found missed (digits mixed with number words, the letter O for a
// zero, numbers in Arabic and Urdu words, an app name spelled letter by letter, borrowing with no
// currency word) and the kinds it found flagged wrongly (an amount grouped with spaces or dots, a
// payment company as an employer, a long student number), in every language.

type Language = 'en' | 'ar' | 'ur' | 'fr' | 'tr' | 'id'
type Risky = readonly [Language, SafetyConcern, string]
type Innocent = readonly [Language, string]

export const RISKY: readonly Risky[] = [
  // Digits mixed with number words.
  ['en', 'phone', 'Call me on 07911 one two three four five six'],
  ['en', 'phone', 'my number is zero 7 9 1 1 double one 2 3 4 5'],
  ['fr', 'phone', 'Appelle-moi au zéro six 12 34 56 78'],
  ['fr', 'phone', 'mon portable : zéro sept huit neuf 12 34 56'],
  ['fr', 'phone', 'Mon numéro : zéro six, douze, trente-quatre, soixante-dix-huit, quatre-vingt-onze'],
  ['fr', 'phone', 'appelle au 06 quatre-vingt-dix-neuf 12 34 56'],
  ['tr', 'phone', 'Beni ara: sıfır 532 123 45 67'],
  ['tr', 'phone', 'numaram sıfır beş üç iki 123 45 67'],
  ['id', 'phone', 'Hubungi aku di nol delapan satu dua 3456 7890'],
  ['id', 'phone', 'nomorku kosong 812 tiga empat lima 67890'],
  ['ar', 'phone', 'كلمني على ٠٥٠ واحد اثنين ثلاثة اربعة خمسة ستة'],
  ['ur', 'phone', 'میرا نمبر 0300 ایک دو تین چار پانچ چھ سات ہے'],
  // The letter O for a zero.
  ['en', 'phone', 'Text me: O7911 123456'],
  ['en', 'phone', 'reach me on +44 79OO 123456'],
  ['fr', 'phone', 'Mon numéro : O6 12 34 56 78'],
  ['tr', 'phone', 'numaram O532 123 45 67'],
  ['id', 'phone', 'WA ke O812-3456-7890 ya'],
  ['ar', 'phone', 'رقمي O501234567'],
  ['ur', 'phone', 'O300 1234567 پر کال کریں'],
  // Numbers in Arabic and Urdu words.
  ['ar', 'phone', 'رقمي صفر خمسة صفر واحد اثنين ثلاثة أربعة خمسة ستة سبعة'],
  ['ar', 'phone', 'اتصل بي: صفر تسعة ثمانية سبعة ستة خمسة أربعة ثلاثة اثنان واحد'],
  ['ar', 'phone', 'الرقم صفر خمسة وخمسة وستة سبعة ثمانية تسعة واحد اثنين'],
  ['ur', 'phone', 'میرا نمبر صفر تین ایک دو چار پانچ چھ سات آٹھ نو ہے'],
  // An app name spelled letter by letter.
  ['en', 'messaging_app', 'add me on w h a t s a p p'],
  ['en', 'messaging_app', 'my t.e.l.e.g.r.a.m is ali_k'],
  ['en', 'messaging_app', 'message me on W-h-a-t-s app'],
  ['fr', 'messaging_app', 'Ajoute-moi sur s.n.a.p.c.h.a.t'],
  ['tr', 'messaging_app', 'v a t s a p p tan yaz bana'],
  ['id', 'messaging_app', 'chat aku di w-h-a-t-s-a-p-p ya'],
  ['ar', 'messaging_app', 'أضفني على و ا ت س ا ب'],
  ['ur', 'messaging_app', 'مجھے و ا ٹ س ا ی پ پر میسج کریں'],
  // Asking to borrow money with no currency word.
  ['en', 'money_request', 'Could you lend me 500 until Friday?'],
  ['en', 'money_request', 'Can I borrow 2k from you, I will pay back next week'],
  ['fr', 'money_request', 'Tu peux me prêter 300 jusqu’à la fin du mois ?'],
  ['tr', 'money_request', 'Bana 500 borç verebilir misin? Ay sonunda öderim'],
  ['id', 'money_request', 'Boleh pinjam 500 ribu dulu? Minggu depan aku ganti'],
  ['id', 'money_request', 'Bisa pinjemin aku 2 juta?'],
  ['ar', 'money_request', 'ممكن تسلفني 500 لين الجمعة؟'],
  ['ar', 'money_request', 'أرسل لي مبلغ بسيط اليوم'],
  ['ur', 'money_request', 'مجھے 5000 ادھار دے دو، اگلے مہینے واپس کر دوں گا'],
  // What was caught before, in every language, so nothing is lost on the way.
  ['en', 'email', 'ali at gmail dot com'],
  ['en', 'payment_method', 'Send it to my PayPal'],
  ['en', 'investment', 'I made 300% on BTC last month'],
  ['fr', 'messaging_app', 'Écris-moi sur WhatsApp'],
  ['fr', 'email', 'ali arobase gmail point com'],
  ['fr', 'money_request', 'Envoie-moi de l’argent ce soir'],
  ['fr', 'payment_method', 'Fais-moi un virement, c’est plus simple'],
  ['tr', 'messaging_app', 'Telegramdan yaz bana'],
  ['tr', 'investment', 'Kripto yatırımı ile ayda %30 kazanıyorum'],
  ['tr', 'payment_method', 'IBAN numaranı gönderir misin?'],
  ['id', 'messaging_app', 'Save nomor wa aku ya'],
  ['id', 'investment', 'Investasi kripto ini pasti cuan'],
  ['id', 'payment_method', 'Kirim ke rekening aku saja'],
  ['ar', 'messaging_app', 'تليجرام أفضل'],
  ['ar', 'investment', 'استثمار مضمون في البيتكوين'],
  ['ar', 'phone', 'رقمي ٠١٠ ١٢٣٤ ٥٦٧٨'],
  ['ur', 'messaging_app', 'واٹس ایپ پر بات کریں'],
  ['ur', 'investment', 'بٹ کوائن میں سرمایہ کاری کریں'],
  ['ur', 'payment_method', 'اپنا بینک اکاؤنٹ نمبر بتا دیں'],
]

export const INNOCENT: readonly Innocent[] = [
  // An amount grouped with spaces or dots.
  ['en', 'The mahr we agreed on is 10 000 000 rupees'],
  ['en', 'My uncle paid 12 500 000 for the house'],
  ['fr', 'La dot est de 10 000 000 de francs CFA'],
  ['fr', 'L’appartement coûte 12 345 678 €, trop cher pour nous'],
  ['tr', 'Ev 12 500 000 TL, biraz pahalı'],
  ['id', 'Maharnya Rp 25.000.000 sudah disepakati keluarga'],
  ['ar', 'المهر ١٠ ٠٠٠ ٠٠٠ ريال كما اتفقت العائلتان'],
  ['ur', 'حق مہر 10 000 000 روپے طے ہوا'],
  // A payment company named as an employer.
  ['en', 'I work at PayPal as a software engineer'],
  ['en', 'I am an analyst at Western Union in Dubai'],
  ['fr', 'Je travaille chez PayPal comme ingénieure'],
  ['tr', 'PayPal’da yazılım mühendisi olarak çalışıyorum'],
  ['id', 'Saya bekerja di PayPal sebagai analis'],
  ['ar', 'أعمل في باي بال مهندسًا منذ سنتين'],
  ['ur', 'میں پے پال میں کام کرتا ہوں'],
  // A long student number.
  ['en', 'My student number is 201812345678, for the graduation list'],
  ['en', 'Student ID 20231234, I am in my final year'],
  ['fr', 'Mon numéro étudiant est 21904567'],
  ['tr', 'Öğrenci numaram 2019123456'],
  ['id', 'NIM saya 1301194056, angkatan 2019'],
  ['ar', 'رقمي الجامعي ٤٤١٠١٢٣٤٥'],
  ['ur', 'میرا رول نمبر 2019123456 ہے'],
  // Ordinary talk that comes close to a pattern.
  ['en', 'We chat every evening after work'],
  ['en', 'I have two brothers and three sisters, one of them is married'],
  ['en', 'Can I borrow your book on patience?'],
  ['en', 'I borrowed 20 books from the library'],
  ['en', 'I was born in 1995 and moved here in 2019'],
  ['fr', 'J’ai prêté mon livre à ma sœur'],
  ['fr', 'Nous sommes deux, trois avec ma mère'],
  ['fr', 'J’ai trente-quatre ans, ma sœur vingt-huit et mon frère dix-sept'],
  ['tr', 'Borç almaktan hiç hoşlanmam'],
  ['tr', 'Bir iki gün içinde ailemle konuşurum'],
  ['id', 'Boleh pinjam bukumu tentang sabar?'],
  ['id', 'Kami sering mengobrol di malam hari'],
  ['ar', 'السلف الصالح قدوتنا في الصبر'],
  ['ar', 'الجمال في الأخلاق قبل كل شيء'],
  ['ar', 'عندي أخوان وثلاث أخوات'],
  ['ur', 'ادھار لینا اچھی بات نہیں'],
  ['ur', 'میرے دو بھائی اور تین بہنیں ہیں'],
  ['ur', 'میں آپ کو دس تصویریں بھیجوں گی'],
]

/** Recall: risky messages caught with their concern. Precision: flagged messages that were risky. */
function measure() {
  const caught = RISKY.filter(([, concern, text]) => findSafetyConcerns(text).includes(concern))
  const flaggedInnocent = INNOCENT.filter(([, text]) => findSafetyConcerns(text).length > 0)
  const flagged =
    RISKY.filter(([, , text]) => findSafetyConcerns(text).length > 0).length + flaggedInnocent.length
  return {
    caught,
    flaggedInnocent,
    recall: caught.length / RISKY.length,
    precision: flagged === 0 ? 0 : (flagged - flaggedInnocent.length) / flagged,
  }
}

describe('a labelled set in six languages', () => {
  it.each(RISKY)('[%s] names %s in %j', (_language, concern, text) => {
    expect(findSafetyConcerns(text)).toContain(concern)
  })

  it.each(INNOCENT)('[%s] flags nothing in %j', (_language, text) => {
    expect(findSafetyConcerns(text)).toEqual([])
  })

  it('covers every app language, with risky and innocent messages in each', () => {
    for (const language of ['en', 'ar', 'ur', 'fr', 'tr', 'id'] as const) {
      expect(RISKY.filter(([l]) => l === language).length, language).toBeGreaterThanOrEqual(6)
      expect(INNOCENT.filter(([l]) => l === language).length, language).toBeGreaterThanOrEqual(5)
    }
  })

  it(`catches all ${RISKY.length} risky messages and flags none of ${INNOCENT.length} innocent ones`, () => {
    const { caught, flaggedInnocent, recall, precision } = measure()
    expect(caught.length).toBe(RISKY.length)
    expect(flaggedInnocent).toEqual([])
    expect({ recall, precision }).toEqual({ recall: 1, precision: 1 })
  })
})
