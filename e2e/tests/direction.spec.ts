import { likeResultSchema } from '@mithaq/domain'
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { apiAnswer, baseURL, setAccountLanguage, signInContext } from '../support/api'
import { keepShot, partsNotIn } from '../support/layout'
import { createPerson, matchBetween, payForMatch } from '../support/matches'

// Issue 30: Radix's primitives lay themselves out left to right unless told. In Arabic and Urdu
// every one of them (tabs, menus and their popper content, dialogs) and the native selects follow
// the page, right to left, on a phone and a desktop (decision 360).

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const TEXTS = {
  ar: {
    forgot: 'نسيت كلمة المرور؟',
    reset: 'إعادة تعيين كلمة المرور',
    options: 'خيارات المحادثة',
    view: 'عرض الملف الشخصي',
  },
  ur: {
    forgot: 'پاس ورڈ یاد نہیں؟',
    reset: 'اپنا پاس ورڈ ری سیٹ کریں',
    options: 'چیٹ کے اختیارات',
    view: 'پروفائل دیکھیں',
  },
} as const

async function contextIn(browser: Browser, locale: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport })
  await context.addInitScript((chosen) => localStorage.setItem('mithaq.locale', chosen), locale)
  await context.addCookies([{ name: 'mithaq_locale', value: locale, url: baseURL() }])
  return context
}

const xOf = async (locator: Locator) => (await locator.boundingBox())?.x ?? Number.NaN

/** Each of `items` is left of the one before: the first is the rightmost. */
async function expectFromTheRight(items: Locator, count: number) {
  await expect(items).toHaveCount(count)
  const xs = await Promise.all([...Array(count).keys()].map((i) => xOf(items.nth(i))))
  expect(xs, 'each one left of the one before').toEqual([...xs].sort((a, b) => b - a))
  expect(new Set(xs).size, 'side by side, not stacked').toBe(count)
}

async function expectEveryPartRightToLeft(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(await partsNotIn(page, 'rtl')).toEqual([])
}

for (const locale of ['ar', 'ur'] as const) {
  const texts = TEXTS[locale]

  test(`${locale}: sign-in, its dialog and select, Liked and the chat menu are right to left`, async ({
    browser,
  }) => {
    test.slow()
    const woman = await createPerson('female', 'Maryam')
    const omar = await createPerson('male', 'Omar')
    await setAccountLanguage(woman, locale)
    const matchId = await matchBetween(woman, omar)
    await payForMatch(woman, matchId)
    await payForMatch(omar, matchId)
    // Two who liked her: two tiles on Liked.
    for (const name of ['Bilal', 'Yusuf']) {
      const man = await createPerson('male', name)
      await apiAnswer(likeResultSchema, `/profiles/${woman.profile.id}/like`, {
        method: 'POST',
        cookie: man.cookie,
      })
    }

    for (const viewport of [PHONE, DESKTOP]) {
      const context = await contextIn(browser, locale, viewport)
      const page = await context.newPage()

      // Sign in: 'Sign in' is the rightmost tab, labels on the right, the eye on the left.
      await page.goto('/auth')
      const authTabs = page.getByRole('tablist').getByRole('tab')
      await expectFromTheRight(authTabs, 2)
      await expect(authTabs.first()).toHaveAttribute('aria-selected', 'true')
      const password = page.locator('input[type=password]')
      const eye = password.locator('xpath=following-sibling::button')
      const field = (await password.boundingBox())!
      expect(await xOf(eye)).toBeLessThan(field.x + field.width / 2)
      const languageSelect = page.locator('select')
      await expect(languageSelect).toHaveValue(locale)
      await expectEveryPartRightToLeft(page)
      await keepShot(page, 'sign-in')
      // A dialog: the reset one, right to left too.
      await page.getByRole('button', { name: texts.forgot }).click()
      await expect(page.getByRole('dialog', { name: texts.reset })).toBeVisible()
      await expectEveryPartRightToLeft(page)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      // Liked: tabs and tiles from the right; ArrowLeft moves to the next tab, as read.
      await signInContext(context, woman)
      await page.goto('/app/liked')
      const likedTabs = page.getByRole('tablist').getByRole('tab')
      await expect(likedTabs).toHaveCount(4)
      const likedRow = await Promise.all([0, 1, 2, 3].map((i) => likedTabs.nth(i).boundingBox()))
      // On a phone the tabs may wrap onto a second row; each row still reads from the right.
      const firstRow = likedRow.filter((box) => box && Math.abs(box.y - (likedRow[0]?.y ?? 0)) < 4)
      const xs = firstRow.map((box) => box?.x ?? Number.NaN)
      expect(xs).toEqual([...xs].sort((a, b) => b - a))
      expect(xs.length).toBeGreaterThan(1)
      const panel = page.getByRole('tabpanel')
      await expect(panel.getByRole('button')).toHaveCount(2)
      await expectFromTheRight(panel.getByRole('listitem'), 2)
      await likedTabs.first().focus()
      await page.keyboard.press('ArrowLeft')
      await expect(likedTabs.nth(1)).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect(likedTabs.first()).toBeFocused()
      await expect(panel.getByRole('button')).toHaveCount(2)
      await expectEveryPartRightToLeft(page)
      await keepShot(page, 'liked')
      await panel.getByRole('button').first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectEveryPartRightToLeft(page)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      // The chat's ⋮ menu: opens on the left, under its button, icons on the right of each item.
      await page.goto(`/app/chat/${matchId}`)
      const trigger = page.getByRole('button', { name: texts.options })
      // Measured before the menu opens: an open menu hides the rest of the page from roles.
      const triggerBox = (await trigger.boundingBox())!
      await trigger.click()
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      const item = menu.getByRole('menuitem', { name: texts.view })
      const icon = (await item.locator('svg').boundingBox())!
      const row = (await item.boundingBox())!
      expect(icon.x).toBeGreaterThan(row.x + row.width / 2)
      // Aligned to the button's end: its left edge, in a right-to-left page.
      const menuBox = (await menu.boundingBox())!
      expect(Math.abs(menuBox.x - triggerBox.x)).toBeLessThan(8)
      if (viewport === PHONE) expect(menuBox.x).toBeLessThan(viewport.width / 2)
      await expectEveryPartRightToLeft(page)
      await keepShot(page, 'chat-menu')
      await context.close()
    }
  })
}
