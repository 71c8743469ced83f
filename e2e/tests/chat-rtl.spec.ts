import { randomUUID } from 'node:crypto'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { api, setAccountLanguage, signInContext } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { createMatchedPair, type Person, payForMatch } from '../support/matches'

// Issue 23: the chat and the wallet in Arabic, right to left, on a phone and a desktop.

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669]/

async function pageIn(browser: Browser, user: Person, locale: string, viewport = PHONE): Promise<Page> {
  await setAccountLanguage(user, locale)
  const context = await browser.newContext({ viewport })
  await context.addInitScript((chosen) => localStorage.setItem('mithaq.locale', chosen), locale)
  await signInContext(context, user)
  return context.newPage()
}

test('in Arabic the chat reads right to left: mine on the end side, a mixed message in order, Arabic dates, the wallet in Arabic-Indic digits', async ({
  browser,
}) => {
  test.slow()
  const { woman, man, matchId } = await createMatchedPair({ woman: 'Khadija', man: 'Omar' })
  await payForMatch(woman, matchId)
  await payForMatch(man, matchId)
  const mixed = 'Salam! موعدنا في Café Nour الساعة 7'
  await api(`/matches/${matchId}/messages`, {
    method: 'POST',
    cookie: man.cookie,
    body: { content: mixed, clientId: randomUUID() },
  })

  const page = await pageIn(browser, woman, 'ar')
  await page.goto(`/app/chat/${matchId}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const log = page.getByRole('log', { name: 'المحادثة مع Omar' })
  await expect(log.getByRole('heading', { name: 'اليوم' })).toBeVisible()
  // The header names the place in Arabic, with the Arabic comma, once the country names arrive.
  const place = page.locator('header p').filter({ hasText: 'Manchester' })
  await expect(place).toHaveText('\u2068Manchester\u2069، المملكة المتحدة')

  // A mixed Arabic/English message keeps its own order, in its own direction.
  const theirs = log.getByText(mixed)
  await expect(theirs).toHaveAttribute('dir', 'auto')
  await expect(theirs).toHaveText(mixed)

  const composer = page.getByRole('textbox', { name: 'الرسالة' })
  await composer.fill('وعليكم السلام، إن شاء الله')
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click()
  const mine = log.getByText('وعليكم السلام، إن شاء الله')
  await expect(mine).toBeVisible()
  // Mine sits on the end side: the left in Arabic; theirs on the start side, the right.
  const mineBox = (await mine.boundingBox())!
  const theirsBox = (await theirs.boundingBox())!
  expect(mineBox.x).toBeLessThan(theirsBox.x)
  // Message times in Arabic-Indic digits; the send arrow points to the left.
  await expect(log.locator('time').first()).toHaveText(ARABIC_INDIC_DIGIT)
  const sendArrow = page.getByRole('button', { name: 'إرسال الرسالة' }).locator('svg')
  expect(await sendArrow.evaluate((svg) => getComputedStyle(svg).scale)).toMatch(/^-1 /)
  await expectNoSeriousA11yViolations(page)

  // The wallet: the next top-up dated in Arabic, with Arabic-Indic digits.
  await page.goto('/app/account#wallet')
  const wallet = page.getByRole('region', { name: 'محفظة العملات' })
  await expect(wallet.getByText(/^التعبئة الأسبوعية التالية/)).toHaveText(ARABIC_INDIC_DIGIT)
  await expect(wallet.getByText('فتح المحادثة مع Omar')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.context().close()

  // The same on a desktop, list and conversation side by side.
  const desktop = await pageIn(browser, woman, 'ar', DESKTOP)
  await desktop.goto(`/app/chat/${matchId}`)
  await expect(desktop.getByRole('log', { name: 'المحادثة مع Omar' }).getByText(mixed)).toBeVisible()
  await expect(desktop.locator('header p').filter({ hasText: 'Manchester' })).toHaveText(
    '\u2068Manchester\u2069، المملكة المتحدة',
  )
  await expectNoSeriousA11yViolations(desktop)
  await desktop.goto('/app/unmatched')
  await expect(desktop.getByRole('heading', { name: 'الملغى توافقها', level: 1 })).toBeVisible()
  await expectNoSeriousA11yViolations(desktop)
  await desktop.context().close()
})

test('in French the longest words fit: the chat, its payment card and the wallet at 390 px', async ({
  browser,
}) => {
  const { woman, matchId } = await createMatchedPair({ woman: 'Aïcha', man: 'Bilal' })
  const page = await pageIn(browser, woman, 'fr')
  await page.goto(`/app/chat/${matchId}`)
  const card = page.getByRole('region', { name: 'Ouvrez votre discussion' })
  await expect(card).toBeVisible()
  const overflows = () =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
  expect(await overflows()).toBe(false)
  await expectNoSeriousA11yViolations(page)
  await page.goto('/app/account#wallet')
  await expect(page.getByRole('region', { name: 'Portefeuille de jetons' })).toBeVisible()
  expect(await overflows()).toBe(false)
  await expectNoSeriousA11yViolations(page)
  await page.context().close()
})
