import { randomUUID } from 'node:crypto'
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import { api, baseURL, createUser, type E2EUser, setAccountLanguage, signInContext } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { createMatchedPair, payForMatch } from '../support/matches'
import { LONDON, PICTURES } from '../support/profile'

// The app in Arabic on a phone: right to left from the landing page to a chat. Texts asserted here
// are the shell's own (landing, sign-up, the tab bar); the other screens are checked by structure
// and direction, since their texts are translated elsewhere.
const PHONE = { width: 390, height: 844 }

/** A phone browser that chose Arabic before: the app's stored choice and the server's cookie. */
async function arabicContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: PHONE, ...options })
  await context.addInitScript(() => localStorage.setItem('mithaq.locale', 'ar'))
  await context.addCookies([{ name: 'mithaq_locale', value: 'ar', url: baseURL() }])
  return context
}

async function signedInArabicPage(browser: Browser, user: E2EUser, options = {}) {
  await setAccountLanguage(user, 'ar')
  const context = await arabicContext(browser, options)
  await signInContext(context, user)
  return { context, page: await context.newPage() }
}

async function expectRightToLeft(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
}

/** The bottom tab bar reads from the right: its first tab is the rightmost. */
async function expectTabBarFromTheRight(page: Page) {
  const tabs = page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link')
  await expect(tabs).toHaveCount(4)
  await expect(tabs.first()).toHaveText('الملفات')
  const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => tabs.nth(i).boundingBox()))
  const xs = boxes.map((box) => box?.x ?? Number.NaN)
  expect(xs, 'each tab left of the one before').toEqual([...xs].sort((a, b) => b - a))
  expect((boxes[0]?.x ?? 0) + (boxes[0]?.width ?? 0)).toBeGreaterThan(PHONE.width - 110)
}

/** Where a word of an element's text is drawn, from the text itself (not its box). */
async function wordBox(element: Locator, word: string) {
  return element.evaluate((el, w) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(w) ?? -1
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + w.length)
      const { left, right } = range.getBoundingClientRect()
      return { left, right }
    }
    return null
  }, word)
}

test('the landing page in Arabic: chosen by a link without JavaScript, right to left, accessible', async ({
  browser,
}) => {
  // No JavaScript at all: the language link is answered by the server, which remembers the choice.
  const bare = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  const plain = await bare.newPage()
  await plain.goto('/')
  await expect(plain.locator('html')).toHaveAttribute('lang', 'en')
  await plain.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click()
  await expect(plain.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(
    'منصة الزواج الإسلامي التي لا مكان فيها للتجاهل. لن تبقى رسالتك بلا ردّ أبدًا.',
  )
  await expect(plain.getByRole('link', { name: 'لنبدأ' })).toHaveAttribute('href', '/auth?tab=sign-up')
  await expect(plain).toHaveTitle('ميثاق · زواج إسلامي بلا تجاهل')
  expect((await bare.cookies()).find((c) => c.name === 'mithaq_locale')?.value).toBe('ar')
  // The next visit to the front page, without the link, stays in Arabic.
  await plain.goto('/')
  await expect(plain.locator('html')).toHaveAttribute('lang', 'ar')
  await bare.close()

  // With JavaScript: the page, then the app taking it over, stay Arabic and right to left.
  const context = await arabicContext(browser)
  const page = await context.newPage()
  await page.goto('/')
  await expectRightToLeft(page)
  await expect(page.getByRole('link', { name: 'لديك حساب بالفعل؟' })).toBeVisible()
  const blurb = page.getByRole('region', { name: 'لماذا ميثاق' }).getByRole('article').first()
  expect(await blurb.getByRole('heading').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
  await expect(page.getByText(/^© [٠-٩]{4} ميثاق/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'لديك حساب بالفعل؟' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { name: 'أهلًا بك في ميثاق' })).toBeVisible()
  await expectRightToLeft(page)
  // The way back points right, the way back is in Arabic.
  const back = page.getByRole('link', { name: 'العودة إلى الرئيسية' })
  const backBox = await back.boundingBox()
  expect((backBox?.x ?? 0) + (backBox?.width ?? 0)).toBeGreaterThan(PHONE.width / 2)
  await expect(page.getByRole('tab', { name: 'تسجيل الدخول' })).toHaveAttribute('aria-selected', 'true')
  await expectNoSeriousA11yViolations(page)
  await context.close()
})

test('the sign-up steps in Arabic, with the birthday written the Arabic way', async ({ browser }) => {
  test.slow()
  const user = await createUser()
  const { json: me } = await api('/me', { cookie: user.cookie })
  const userId = (me as { user: { id: string } }).user.id
  const { context, page } = await signedInArabicPage(browser, user, {
    permissions: ['geolocation'],
    geolocation: LONDON,
  })

  // Step 1, filled in Arabic.
  await page.goto('/signup')
  await expect(page.getByRole('heading', { level: 1, name: 'إنشاء ملفك الشخصي' })).toBeVisible()
  await expectRightToLeft(page)
  await expect(page.getByRole('progressbar', { name: 'التقدّم في التسجيل' })).toHaveAttribute(
    'aria-valuetext',
    'الخطوة ١ من ٤',
  )
  await expect(page).toHaveTitle('إنشاء حساب، الخطوة ١ من ٤: المعلومات الأساسية · ميثاق')
  await page.getByLabel('الاسم').fill('Amina')
  await page.getByText('أنثى', { exact: true }).click()
  await page.getByLabel('السنة').selectOption('1995')
  await page.getByLabel('الشهر').selectOption({ label: 'أبريل' })
  await page.getByLabel('اليوم').selectOption('12')
  await page.getByRole('button', { name: 'تحديد موقعي' }).click()
  await expect(page.getByText('London, United Kingdom')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'التالي' }).click()

  // Step 2 (its fields are the profile's own, translated elsewhere): right to left, accessible.
  await expect(page).toHaveURL(/\/signup\/details$/)
  await expect(page.getByRole('heading', { level: 1, name: 'عنك' })).toBeVisible()
  await expectRightToLeft(page)
  await expect(page.getByRole('button', { name: 'رجوع' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Its answers go into the draft as the form would keep them, then on to the pictures.
  await page.evaluate((ownerId) => {
    const draft = JSON.parse(sessionStorage.getItem('signup_form_data') ?? '{}')
    sessionStorage.setItem(
      'signup_form_data',
      JSON.stringify({
        ...draft,
        ownerId,
        aboutMe: 'أقدّر الإيمان والعائلة والحوار الصادق. I also love reading.',
        nationality: ['United Kingdom'],
      }),
    )
  }, userId)
  await page.goto('/signup/pictures')
  await expect(page.getByRole('heading', { level: 1, name: 'صورك' })).toBeVisible()
  await page.locator('input[type="file"]').setInputFiles(PICTURES.jpeg)
  await expect(page.getByRole('img', { name: 'الصورة المختارة ١ من ١: portrait-1.jpg' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'التالي' }).click()

  // Review: the birthday in Arabic (day, Arabic month name, Arabic-Indic digits), user text auto.
  await expect(page).toHaveURL(/\/signup\/review$/)
  await expect(page.getByRole('heading', { level: 1, name: 'مراجعة ملفك الشخصي' })).toBeVisible()
  await expect(page.getByText(/^١٢ أبريل ١٩٩٥ \(العمر [٠-٩]+\)$/)).toBeVisible()
  const about = page.getByText('أقدّر الإيمان والعائلة والحوار الصادق', { exact: false })
  await expect(about).toHaveAttribute('dir', 'auto')
  await expect(page.getByRole('link', { name: 'تعديل المعلومات الأساسية' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await context.close()
})

test('Discover, a chat with a mixed Arabic and English message, and the wallet, right to left', async ({
  browser,
}) => {
  test.slow()
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Maryam', man: 'Bilal' })
  await payForMatch(woman, matchId)
  await payForMatch(man, matchId)
  // An Arabic message with an English name in it, written by him.
  const words = 'السلام عليكم يا Maryam'
  const sent = await api(`/matches/${matchId}/messages`, {
    method: 'POST',
    cookie: man.cookie,
    body: { content: words, clientId: randomUUID() },
  })
  expect(sent.res.status).toBe(201)

  const { context, page }: { context: BrowserContext; page: Page } = await signedInArabicPage(browser, woman)

  // Discover: right to left, the tab bar starting on the right.
  await page.goto('/app/profiles')
  await expectRightToLeft(page)
  await expectTabBarFromTheRight(page)
  await expect(page).toHaveTitle('استكشاف · ميثاق')
  await expectNoSeriousA11yViolations(page)

  // The chat: the message reads right to left with the English name in its place.
  await page.goto(`/app/chat/${matchId}`)
  await expectRightToLeft(page)
  const message = page.getByRole('log').getByText(words, { exact: true })
  await expect(message).toBeVisible()
  const direction = await message.evaluate((el) => ({
    attribute: el.getAttribute('dir'),
    computed: getComputedStyle(el).direction,
  }))
  expect(['auto', 'rtl', null]).toContain(direction.attribute)
  expect(direction.computed).toBe('rtl')
  const [greeting, name] = await Promise.all([wordBox(message, 'السلام'), wordBox(message, 'Maryam')])
  expect(greeting && name, 'both words are drawn').toBeTruthy()
  // Read from the right: the greeting first, the English name after it, on its left.
  expect(greeting!.left).toBeGreaterThan(name!.right - 1)
  await expectNoSeriousA11yViolations(page)

  // The wallet (on the account screen): right to left, the tab bar still from the right.
  await page.goto('/app/account#wallet')
  await expectRightToLeft(page)
  await expect(page.getByRole('heading', { level: 1, name: 'ملفك الشخصي' })).toBeVisible()
  await expectTabBarFromTheRight(page)
  await expect(page).toHaveTitle('الحساب · ميثاق')
  await expectNoSeriousA11yViolations(page)
  await context.close()
})

test('the Arabic landing and auth screens on a desktop', async ({ browser }) => {
  const context = await arabicContext(browser, { viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto('/')
  await expectRightToLeft(page)
  // Three blurbs side by side, the first on the right.
  const blurbs = page.getByRole('region', { name: 'لماذا ميثاق' }).getByRole('article')
  const [first, last] = [await blurbs.first().boundingBox(), await blurbs.last().boundingBox()]
  expect(first?.x ?? 0).toBeGreaterThan(last?.x ?? 0)
  await expectNoSeriousA11yViolations(page)
  await page.goto('/auth')
  await expect(page.getByRole('heading', { name: 'أهلًا بك في ميثاق' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await context.close()
})
