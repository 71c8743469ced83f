import { faithSettingsSchema } from '@mithaq/domain'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { apiAnswer, setAccountLanguage, signInContext } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { createPerson, onlyFromCountry } from '../support/discovery'
import { keepShot } from '../support/layout'

// Faith and family (issue 32, decisions 410 and 420): a member fills the part with consent, sets a
// must and a wish; the other side sees the fitting profile first with what both share and why;
// someone outside the must never appears. Each size keeps its people in a country of its own.
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, country: 'Nauru' },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, country: 'Palau' },
] as const

type Person = Awaited<ReturnType<typeof createPerson>>

async function pageAt(
  browser: Browser,
  person: Person,
  viewport: { width: number; height: number },
  locale?: string,
) {
  const context = await browser.newContext({ viewport })
  if (locale) await context.addInitScript((l) => localStorage.setItem('mithaq.locale', l), locale)
  await signInContext(context, person)
  return context.newPage()
}

/** Answers given through the API, as on another device. */
const answer = (person: Person, answers: Record<string, string>, shown: string[]) =>
  apiAnswer(faithSettingsSchema, '/profile/faith', {
    method: 'PUT',
    cookie: person.cookie,
    body: { consent: true, answers, shown },
  })

const cardName = (page: Page) => page.getByTestId('discover-card-frame').getByRole('heading', { level: 2 })

for (const size of SIZES) {
  test(`${size.name}: faith answers with consent, a must and a wish, and a Discover that puts mutual fit first`, async ({
    browser,
  }) => {
    test.slow()
    const amina = await createPerson('female', 'Amina', size.country)
    const bilal = await createPerson('male', 'Bilal', size.country)
    const dawud = await createPerson('male', 'Dawud', size.country)
    const karim = await createPerson('male', 'Karim', size.country)
    for (const p of [amina, bilal, dawud, karim]) await onlyFromCountry(p.cookie, size.country)
    await answer(bilal, { prayer: 'fiveDaily', marriageTimeline: 'withinYear' }, [
      'prayer',
      'marriageTimeline',
    ])
    await answer(dawud, { prayer: 'fiveDaily', marriageTimeline: 'notSure' }, ['prayer'])
    await answer(karim, { prayer: 'sometimes' }, [])

    // Amina meets the offer on Discover and answers in Edit Profile.
    const hers = await pageAt(browser, amina, size.viewport)
    await hers.goto('/app/profiles')
    const offer = hers.getByRole('complementary', { name: 'Add Faith and family?' })
    // The offer comes after the card, over its bottom: the card does not move (decision 580).
    const frame = hers.getByTestId('discover-card-frame')
    await expect(frame).toBeVisible()
    const cardBefore = await frame.boundingBox()
    await expect(offer).toBeVisible()
    expect(await frame.boundingBox()).toEqual(cardBefore)
    await keepShot(hers, 'offer')
    await offer.getByRole('button', { name: 'Answer now' }).click()
    await expect(hers.getByRole('heading', { name: 'Faith and family', level: 2 })).toBeVisible()
    await hers.getByLabel('Prayer', { exact: true }).selectOption('fiveDaily')
    await hers.getByLabel('Hopes to marry').selectOption('withinYear')
    for (const field of ['prayer', 'marriageTimeline']) {
      await hers
        .locator(`[data-field="${field}"]`)
        .getByRole('checkbox', { name: 'Show on my profile' })
        .check()
    }
    await hers.getByRole('button', { name: 'Save Faith and family' }).click()
    await expect(hers.getByText('Please tick the box to agree before saving your answers.')).toBeVisible()
    await hers.getByRole('checkbox', { name: /I agree that Mithaq keeps/ }).check()
    await keepShot(hers, 'editor')
    await expectNoSeriousA11yViolations(hers)
    await hers.getByRole('button', { name: 'Save Faith and family' }).click()
    await expect(hers.getByText(/^You agreed on/)).toBeVisible()

    // A must on prayer and a wish on the marriage timeline, saved with the other filters.
    await hers.goto('/app/profiles')
    await hers.getByRole('button', { name: /^Filters/ }).click()
    const dialog = hers.getByRole('dialog', { name: 'Profile Filters' })
    await dialog.getByText('Faith and family').click()
    const prayer = dialog.locator('[data-filter="prayer"]')
    await prayer.getByRole('checkbox', { name: 'Prays five times a day' }).check()
    await prayer.getByRole('radio', { name: 'Must' }).check()
    await dialog
      .locator('[data-filter="marriageTimeline"]')
      .getByRole('checkbox', { name: 'Within a year' })
      .check()
    await keepShot(hers, 'filters')
    await expectNoSeriousA11yViolations(hers)
    await dialog.getByRole('button', { name: 'Apply Filters' }).click()
    await expect(dialog).toBeHidden()

    // Bilal meets the must and the wish: first, with what both share and why he comes first.
    // Dawud meets the must only: after him. Karim, outside the must, never shows.
    await expect(cardName(hers)).toHaveText(/^Bilal, \d+$/)
    await expect(hers.getByText('Both pray five times a day')).toBeVisible()
    await expect(hers.getByText('Both hope to marry within a year')).toBeVisible()
    await hers.getByRole('button', { name: 'Why you see this profile' }).click()
    await expect(
      hers.getByText('You share 1 wish both ways, so this profile comes before those who share fewer.'),
    ).toBeVisible()
    await keepShot(hers, 'card')
    await expectNoSeriousA11yViolations(hers)
    await hers.getByRole('button', { name: 'Pass on Bilal' }).click()
    await expect(cardName(hers)).toHaveText(/^Dawud, \d+$/)
    await expect(hers.getByText('Both hope to marry within a year')).toHaveCount(0)
    await hers.getByRole('button', { name: 'Pass on Dawud' }).click()
    await expect(hers.getByRole('heading', { name: 'No more profiles' })).toBeVisible()
    await expect(hers.getByText(/^Karim/)).toHaveCount(0)

    // In Arabic the part reads right to left.
    await setAccountLanguage(amina, 'ar')
    const arabic = await pageAt(browser, amina, size.viewport, 'ar')
    await arabic.goto('/app/edit-profile#faith')
    const heading = arabic.getByRole('heading', { name: 'الدين والأسرة', level: 2 })
    await expect(heading).toBeVisible()
    await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl')
    const section = await arabic.locator('#faith').boundingBox()
    const title = await heading.boundingBox()
    expect(section && title && section.x + section.width - (title.x + title.width)).toBeLessThan(40)
    await keepShot(arabic, 'editor-ar')
  })
}

// A drop of the network while the offer's code downloads (decision 610): the browser's own
// failure, made here by refusing the chunk's request as a lost network would.

/**
 * A woman's Discover in `country`, with one man in it, whose download of the offer's code is
 * refused on the tries `refused` says. `asked()` counts the tries so far.
 */
async function discoverRefusingOffer(
  browser: Browser,
  country: string,
  names: { her: string; him: string },
  refused: (attempt: number) => boolean,
) {
  const her = await createPerson('female', names.her, country)
  await createPerson('male', names.him, country)
  await onlyFromCountry(her.cookie, country)
  const page = await pageAt(browser, her, SIZES[0].viewport)
  let asked = 0
  await page.route('**/assets/faith-offer-*.js', (route) => {
    asked += 1
    return refused(asked) ? route.abort('internetdisconnected') : route.continue()
  })
  await page.goto('/app/profiles')
  await expect(cardName(page)).toHaveText(new RegExp(`^${names.him}, \\d+$`))
  return { page, asked: () => asked }
}

test('a network drop while the offer downloads leaves Discover as it is, and the offer comes when the network is back', async ({
  browser,
}) => {
  const { page, asked } = await discoverRefusingOffer(
    browser,
    'Djibouti',
    { her: 'Sumayya', him: 'Yahya' },
    (attempt) => attempt === 1,
  )
  await expect(page.getByRole('complementary', { name: 'Add Faith and family?' })).toBeVisible()
  expect(asked()).toBe(2)
  await expect(cardName(page)).toHaveText(/^Yahya, \d+$/)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('when the offer cannot be downloaded at all, Discover goes on without it', async ({ browser }) => {
  const { page, asked } = await discoverRefusingOffer(
    browser,
    'Eritrea',
    { her: 'Halima', him: 'Zakariya' },
    () => true,
  )
  // Four tries, a second, two and four apart: then the offer is left out.
  await expect.poll(asked, { timeout: 20_000 }).toBe(4)
  await page.getByRole('button', { name: 'Pass on Zakariya' }).click()
  await expect(page.getByRole('heading', { name: 'No more profiles' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  expect(asked()).toBe(4)
})
