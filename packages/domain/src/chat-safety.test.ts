import { describe, expect, it } from 'vitest'
import { findSafetyConcerns, normalizeForSafety, safetyReportCategory, safetyTopic } from './chat-safety'

const has = (text: string, concern: string) => findSafetyConcerns(text).includes(concern as never)

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
      findSafetyConcerns('Invest in bitcoin: WhatsApp me on +44 7911 123456 or ali@example.com'),
    ).toEqual(['phone', 'email', 'messaging_app', 'money'])
  })

  it('reads Arabic-Indic digits and full-width letters as plain ones', () => {
    expect(normalizeForSafety('٠١٢ ۳۴۵ ＡＢＣ')).toBe('012 345 abc')
  })
})

describe('what a warning speaks of', () => {
  it('money when money is among the concerns', () => {
    expect(safetyTopic(['phone', 'money'])).toBe('money')
    expect(safetyReportCategory(['phone', 'money'])).toBe('scam')
  })

  it('contact details otherwise', () => {
    expect(safetyTopic(['phone'])).toBe('contact')
    expect(safetyReportCategory(['messaging_app'])).toBe('other')
  })
})
