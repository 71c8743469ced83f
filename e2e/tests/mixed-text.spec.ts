import { randomUUID } from 'node:crypto'
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import {
  api,
  baseURL,
  createUser,
  createUserWithProfile,
  type E2EUser,
  setAccountLanguage,
  signInContext,
} from '../support/api'
import { keepShot, textBoxes } from '../support/layout'
import { createMatchedPair, payForMatch } from '../support/matches'
import { PICTURES } from '../support/profile'

// Issue 30 item 4: in Arabic and Urdu, what people or the server wrote reads in its own order
// inside right-to-left sentences, signed amounts and times read as the language writes them, and
// numbered lists count in the language's digits. Checked on the real screens of a 390 × 844 phone
// by where the browser draws each piece: right to left, the piece read first is the rightmost.

const PHONE = { width: 390, height: 844 }
const OCCUPATION = 'Software engineer'
const PREVIEW = 'What would it look like for you?'

const WORDS = {
  ar: { next: 'التالي', location: 'الموقع', occupation: 'المهنة', howTokens: 'كيف تعمل العملات' },
  ur: { next: 'آگے', location: 'مقام', occupation: 'پیشہ', howTokens: 'ٹوکن کیسے کام کرتے ہیں' },
} as const
type Rtl = keyof typeof WORDS

async function signedInPage(browser: Browser, user: E2EUser, locale: Rtl): Promise<Page> {
  await setAccountLanguage(user, locale)
  const context = await browser.newContext({ viewport: PHONE })
  await context.addInitScript((chosen) => localStorage.setItem('mithaq.locale', chosen), locale)
  await context.addCookies([{ name: 'mithaq_locale', value: locale, url: baseURL() }])
  await signInContext(context, user)
  const page = await context.newPage()
  return page
}

/** The value of a review item or profile detail, found by its label. */
const itemValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')

/** The city is read first: it is the rightmost piece of the place's text. */
async function expectCityFirst(place: Locator, city: string) {
  const { whole, pieces } = await textBoxes(place, [city])
  expect(
    pieces[0]?.right,
    `"${await place.textContent()}" starts with ${city} on the right`,
  ).toBeGreaterThanOrEqual(whole.right - 1)
}

/** A short Latin text (an occupation) stays on the right of its right-to-left line, as the page's lines do. */
async function expectOnTheRight(line: Locator, text: string) {
  const { pieces } = await textBoxes(line, [text])
  const edge = await line.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return box.right - Number.parseFloat(getComputedStyle(el).paddingRight)
  })
  expect(pieces[0]?.right, `${text} sits on the right of its line`).toBeGreaterThanOrEqual(edge - 1)
}

/** `first` is drawn to the left of `second` (a left-to-right piece in a right-to-left line). */
async function expectLeftOf(element: Locator, first: string, second: string) {
  const { pieces } = await textBoxes(element, [first, second])
  const [a, b] = pieces
  expect(
    a && b && a.left < b.left,
    `"${first}" left of "${second}" in "${await element.textContent()}"`,
  ).toBe(true)
}

for (const locale of ['ar', 'ur'] as const) {
  const words = WORDS[locale]

  test(`${locale}: the sign-up review reads the city before the country and keeps a Latin occupation on the right`, async ({
    browser,
  }) => {
    test.slow()
    const user = await createUser()
    const page = await signedInPage(browser, user, locale)
    const { json: me } = await api('/me', { cookie: user.cookie })
    const ownerId = (me as { user: { id: string } }).user.id
    await page.goto('/signup')
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    // Steps 1 and 2 as the form keeps them, then a picture, then the review.
    await page.evaluate((id) => {
      sessionStorage.setItem(
        'signup_form_data',
        JSON.stringify({
          ownerId: id,
          name: 'Amina',
          sex: 'female',
          birthday: { year: '1996', month: '4', day: '12' },
          location: { country: 'United Kingdom', city: 'London' },
          locationDetected: false,
          aboutMe: 'I value faith, family and honest conversation.',
          education: 'BSc Mathematics',
          occupation: 'Software engineer',
          nationality: ['United Kingdom'],
          height: 165,
          maritalStatus: 'Never Married',
          pictureCount: 0,
        }),
      )
    }, ownerId)
    await page.goto('/signup/pictures')
    await page.locator('input[type="file"]').setInputFiles(PICTURES.jpeg)
    await page.getByRole('button', { name: words.next }).click()
    await expect(page).toHaveURL(/\/signup\/review$/)

    const place = itemValue(page, words.location)
    await expect(place).toContainText('London')
    await expect(place).not.toHaveAttribute('dir', 'auto')
    await expectCityFirst(place, 'London')
    await expectOnTheRight(itemValue(page, words.occupation), OCCUPATION)
    await keepShot(page, 'review')
  })

  test(`${locale}: Liked, notifications, a chat and the wallet read mixed text in its own order`, async ({
    browser,
  }) => {
    test.slow()
    const { woman, man, matchId } = await createMatchedPair({ woman: 'Khadija', man: 'Omar' })
    await payForMatch(woman, matchId)
    await payForMatch(man, matchId)
    // He writes in English; she reads it in her language.
    const sent = await api(`/matches/${matchId}/messages`, {
      method: 'POST',
      cookie: man.cookie,
      body: { content: PREVIEW, clientId: randomUUID() },
    })
    expect(sent.res.status).toBe(201)
    // Someone with a Latin occupation likes her: he is on her Liked screen.
    const admirer = await createUserWithProfile({
      name: 'Yusuf',
      sex: 'male',
      occupation: OCCUPATION,
      location: { country: 'United Kingdom', city: 'Leeds' },
    })
    await api(`/profiles/${woman.profile.id}/like`, { method: 'POST', cookie: admirer.cookie })

    const page = await signedInPage(browser, woman, locale)

    // Liked: the tile reads 'Leeds، <country>' from the right, the occupation on the right.
    await page.goto('/app/liked')
    const tile = page.getByRole('button', { name: /Yusuf/ })
    await expect(tile).toBeVisible()
    await expectCityFirst(tile.locator('span.break-words'), 'Leeds')
    await expectOnTheRight(tile.locator('span.truncate.text-sm'), OCCUPATION)
    await keepShot(page, 'liked')

    // Notifications: the English preview keeps its question mark at its end, on the right.
    await page.goto('/app/notifications')
    const preview = page.getByRole('button').filter({ hasText: 'look like for you' }).first()
    await expect(preview).toBeVisible()
    await expectLeftOf(preview, 'What', '?')
    await keepShot(page, 'notifications')

    // The chat: the message's time as the language writes it, '3:00 PM' never 'PM 3:00'.
    await page.goto(`/app/chat/${matchId}`)
    const time = page.locator('li time').first()
    await expect(time).toBeVisible()
    const timeText = (await time.textContent()) ?? ''
    if (locale === 'ur') {
      const period = /AM|PM/.exec(timeText)?.[0] ?? ''
      expect(period, timeText).not.toBe('')
      await expectLeftOf(time, ':', period)
    } else {
      expect(timeText).toMatch(/[٠-٩]/)
      const period = /[صم]/.exec(timeText)?.[0] ?? ''
      await expectLeftOf(time, period, ':')
    }
    await keepShot(page, 'chat')

    // The wallet: signed amounts as Intl writes them in the language.
    await page.goto('/app/account#wallet')
    const ledger = page.locator('#wallet li span[aria-hidden]')
    await expect(ledger.first()).toBeVisible()
    const amounts = await ledger.allTextContents()
    expect(amounts.some((a) => a.includes('-'))).toBe(true)
    for (const amount of amounts) {
      if (locale === 'ar') {
        // Arabic writes its sign first in reading order, from the right, with the Arabic letter mark.
        expect(amount).toMatch(/^\u061c[+-][٠-٩]+$/)
      } else {
        expect(amount).toMatch(/^\u200e[+-][0-9]+$/)
      }
    }
    if (locale === 'ur') {
      // '-3', '+10': the sign on the left of the digits, never '3-' or '10+'.
      const debit = ledger.filter({ hasText: '-' }).first()
      const digits = ((await debit.textContent()) ?? '').replace(/[^0-9]/g, '')
      await expectLeftOf(debit, '-', digits)
      const topUp = page.locator('#wallet p').filter({ hasText: '+' }).first()
      if (await topUp.count())
        await expectLeftOf(topUp, '+', ((await topUp.textContent()) ?? '').match(/\+(\d+)/)?.[1] ?? '')
    }
    await keepShot(page, 'wallet')

    // 'How tokens work': its steps counted in the language's digits.
    await page.getByRole('button', { name: words.howTokens }).click()
    const steps = page.getByRole('dialog').locator('ol')
    await expect(steps).toBeVisible()
    const counter = await steps.evaluate((el) => getComputedStyle(el).listStyleType)
    expect(counter).toBe(locale === 'ar' ? 'arabic-indic' : 'decimal')
    await keepShot(page, 'how-tokens-work')

    // The same screens on a laptop, to look at.
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const [name, path] of [
      ['liked', '/app/liked'],
      ['notifications', '/app/notifications'],
      ['chat', `/app/chat/${matchId}`],
      ['wallet', '/app/account#wallet'],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await keepShot(page, name)
    }
    await page.context().close()
  })
}
