import { discoverFiltersSchema, discoverPageSchema, matchDetailSchema } from '@mithaq/domain'
import { expect, test } from '@playwright/test'
import { apiAnswer } from '../support/api'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { birthdayForAge, createPerson, like, onlyFromCountry, pageFor } from '../support/discovery'
import { deliverLate, holdUntilReleased, reconnect } from '../support/late-answers'

// Each test keeps its people in a country of its own (see support/discovery.ts).

test('a man and a woman see each other, like each other from Discover and Liked, and both reach the match', async ({
  browser,
}) => {
  // Two browsers, five accessibility scans and the match moment: more than a minute on a busy machine.
  test.slow()
  const country = 'Tuvalu'
  const yusuf = await createPerson('male', 'Yusuf', country)
  const maryam = await createPerson('female', 'Maryam', country)
  await onlyFromCountry(yusuf.cookie, country)
  await onlyFromCountry(maryam.cookie, country)
  const his = await pageFor(browser, yusuf)
  const hers = await pageFor(browser, maryam)

  await his.goto('/app/profiles')
  await expect(his.getByRole('heading', { name: 'Discover' })).toBeVisible()
  await expect(his.getByRole('heading', { name: /^Maryam, \d+$/ })).toBeVisible()
  await hers.goto('/app/profiles')
  await expect(hers.getByRole('heading', { name: /^Yusuf, \d+$/ })).toBeVisible()
  await expectNoSeriousA11yViolations(his)

  await his.getByRole('button', { name: 'Like Maryam' }).click()
  await expect(his.getByRole('heading', { name: 'No more profiles' })).toBeVisible()
  // Discover says nothing for a like: the next card (here, the end of the deck) is the answer.
  await expect(his.getByText('You liked Maryam')).toHaveCount(0)
  await expect(his.getByRole('button', { name: 'Start Over' })).toBeFocused()

  await hers.goto('/app/liked')
  await expect(hers.getByRole('tab', { name: 'Liked Me (1)' })).toHaveAttribute('aria-selected', 'true')
  await expect(hers.getByRole('tab', { name: 'I Liked (0)' })).toBeVisible()
  await expectNoSeriousA11yViolations(hers)
  await hers.getByRole('button', { name: /^Yusuf, \d+/ }).click()
  const dialog = hers.getByRole('dialog', { name: "Yusuf's profile" })
  await expect(dialog.getByRole('heading', { name: /^Yusuf, \d+$/ })).toBeVisible()
  await expectNoSeriousA11yViolations(hers)
  await dialog.getByRole('button', { name: 'Like Yusuf' }).click()
  // The match moment: a dialog of its own, both photos, then the chat at her choice.
  const moment = hers.getByRole('dialog', { name: "It's a Match!" })
  await expect(moment).toBeVisible()
  await expect(moment.getByText('You both liked each other!')).toBeVisible()
  await expect(moment.getByRole('button', { name: 'Open chat' })).toBeFocused()
  await expectNoSeriousA11yViolations(hers)
  await expect(hers).toHaveURL(/\/app\/liked$/)
  await moment.getByRole('button', { name: 'Open chat' }).click()
  await expect(moment).toHaveCount(0)
  await expect(hers).toHaveURL(/\/app\/chat\/[^/]+$/)
  const matchId = new URL(hers.url()).pathname.split('/').at(-1) as string

  // His like came first: 'It's a Match!' reaches him on Discover without a reload.
  const hisMoment = his.getByRole('dialog', { name: "It's a Match!" })
  await expect(hisMoment).toBeVisible()
  await hisMoment.getByRole('button', { name: 'Keep browsing' }).click()
  await expect(hisMoment).toHaveCount(0)

  // He reaches the same match: the server counts him in, and its chat screen opens for him.
  const match = await apiAnswer(matchDetailSchema, `/matches/${matchId}`, { cookie: yusuf.cookie })
  expect(match.id).toBe(matchId)
  await his.goto(`/app/chat/${matchId}`)
  await expect(his).toHaveURL(new RegExp(`/app/chat/${matchId}$`))
  await expect(his.getByRole('button', { name: 'Chat options' })).toBeVisible()

  // Liking back answered the like: the tile has left 'Liked Me' and moved to 'I Liked'.
  await hers.goto('/app/liked')
  await expect(hers.getByRole('tab', { name: 'Liked Me (0)' })).toBeVisible()
  await expect(hers.getByText('No likes yet')).toBeVisible()
  await expect(hers.getByText("When someone likes your profile, they'll appear here")).toBeVisible()
  await hers.getByRole('tab', { name: 'I Liked (1)' }).click()
  // They are matched: his tile says so and leads to their chat instead of the profile dialog.
  const matchedTile = hers.getByRole('link', { name: /^Yusuf, \d+.*Matched · Open chat/ })
  await matchedTile.click()
  await expect(hers).toHaveURL(new RegExp(`/app/chat/${matchId}$`))
})

test('a report hides the profile from the reporter, for good', async ({ browser }) => {
  const country = 'Nauru'
  const idris = await createPerson('male', 'Idris', country)
  const amal = await createPerson('female', 'Amal', country)
  await onlyFromCountry(idris.cookie, country)
  const page = await pageFor(browser, idris)

  await page.goto('/app/profiles')
  await expect(page.getByRole('heading', { name: /^Amal, \d+$/ })).toBeVisible()
  await page.getByRole('button', { name: 'Report Amal' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report Amal' })
  const reason = dialog.getByLabel('Reason')
  const submit = dialog.getByRole('button', { name: 'Submit Report' })
  await expect(submit).toBeDisabled()
  await reason.fill('Fake pic')
  await expect(dialog.getByText('8/1000')).toBeVisible()
  await expect(dialog.getByText('Reason must be at least 10 characters long')).toBeVisible()
  await expect(submit).toBeDisabled()
  await expectNoSeriousA11yViolations(page)
  await reason.fill('These pictures are of someone else, I am sure of it. '.repeat(20))
  await expect(dialog.getByText('Reason must be no more than 1,000 characters long')).toBeVisible()
  await expect(submit).toBeDisabled()
  await reason.fill('The pictures are of someone else')
  await expect(dialog.getByText('32/1000')).toBeVisible()
  // A reason alone is not enough: the report also says what it is about.
  await expect(submit).toBeDisabled()
  await dialog.getByRole('radio', { name: 'Fake profile' }).check()
  await submit.click()

  await expect(page.getByText('Report submitted for Amal')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No more profiles' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'No profiles found' })).toBeVisible()
  await expect(
    page.getByText('Try adjusting your filters or check back later for new profiles'),
  ).toBeVisible()
  // A report also blocks, so neither can see the other any more.
  const feed = await apiAnswer(discoverPageSchema, '/discover', { cookie: amal.cookie })
  expect(feed.profiles.map((p) => p.id)).not.toContain(idris.profile.id)
})

test('filters narrow the feed, are saved, and can be set from the keyboard', async ({ browser }) => {
  const country = 'Palau'
  const omar = await createPerson('male', 'Omar', country, { birthday: birthdayForAge(31) })
  await createPerson('female', 'Hafsa', country, { birthday: birthdayForAge(26), height: 160 })
  await createPerson('female', 'Zainab', country, { birthday: birthdayForAge(44), height: 170 })
  await createPerson('female', 'Ruqayya', country, { birthday: birthdayForAge(28), height: 185 })
  const page = await pageFor(browser, omar)

  await page.goto('/app/profiles')
  await page.getByRole('button', { name: 'Filters' }).click()
  const dialog = page.getByRole('dialog', { name: 'Profile Filters' })
  await expect(dialog.getByRole('slider', { name: 'Maximum age' })).toHaveAttribute('aria-valuenow', '80')
  await expectNoSeriousA11yViolations(page)

  await dialog.getByRole('searchbox', { name: 'Search countries' }).fill('pala')
  await dialog.getByRole('checkbox', { name: 'Palau' }).check()
  await expect(dialog.getByRole('button', { name: 'Remove Palau' })).toBeVisible()
  const maxAge = dialog.getByRole('slider', { name: 'Maximum age' })
  await maxAge.focus()
  for (let i = 0; i < 5; i++) await maxAge.press('PageDown')
  await expect(maxAge).toHaveAttribute('aria-valuenow', '30')
  const maxHeight = dialog.getByRole('slider', { name: 'Maximum height' })
  await maxHeight.focus()
  for (let i = 0; i < 20; i++) await maxHeight.press('ArrowLeft')
  await expect(maxHeight).toHaveAttribute('aria-valuetext', '180 cm')
  await dialog.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(dialog).toHaveCount(0)

  // Only Hafsa is under 31 and at most 180 cm in Palau: Zainab is too old, Ruqayya too tall.
  await expect(page.getByRole('heading', { name: /^Hafsa, 26$/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Filters (active)' })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('heading', { name: 'No more profiles' })).toBeVisible()
  // Start Over brings the passed profile back (no toast for a pass any more).
  await page.getByRole('button', { name: 'Start Over' }).click()
  await expect(page.getByRole('heading', { name: /^Hafsa, 26$/ })).toBeVisible()

  const saved = await apiAnswer(discoverFiltersSchema, '/discover/filters', { cookie: omar.cookie })
  expect(saved).toEqual({
    ageRange: [18, 30],
    heightRange: [130, 180],
    countries: ['Palau'],
    verifiedOnly: false,
  })
  await page.reload()
  await page.getByRole('button', { name: 'Filters (active)' }).click()
  await expect(dialog.getByRole('slider', { name: 'Maximum age' })).toHaveAttribute('aria-valuenow', '30')
  await expect(dialog.getByRole('checkbox', { name: 'Palau' })).toBeChecked()
})

test('Liked: favorite, pass and block from the profile dialog, each with its toast and tab', async ({
  browser,
}) => {
  const country = 'Kiribati'
  const khadija = await createPerson('female', 'Khadija', country)
  const bilal = await createPerson('male', 'Bilal', country, { occupation: '' })
  const hamza = await createPerson('male', 'Hamza', country)
  await like(bilal, khadija)
  await like(hamza, khadija)
  const page = await pageFor(browser, khadija)

  await page.goto('/app/liked')
  await expect(page.getByRole('tab', { name: 'Liked Me (2)' })).toBeVisible()
  const bilalTile = page.getByRole('button', { name: /^Bilal, \d+/ })
  await expect(bilalTile).toContainText('No occupation listed')
  await expect(bilalTile).toContainText(`Bilalville, ${country}`)

  await bilalTile.click()
  const bilalDialog = page.getByRole('dialog', { name: "Bilal's profile" })
  await bilalDialog.getByRole('button', { name: 'Favorite' }).click()
  await expect(page.getByText('Added to favorites')).toBeVisible()
  await expect(bilalDialog.getByRole('button', { name: 'Favorited' })).toHaveAttribute('aria-pressed', 'true')
  await bilalDialog.getByRole('button', { name: 'Pass on Bilal' }).click()
  await expect(page.getByText('You passed on Bilal')).toBeVisible()
  await expect(bilalDialog).toHaveCount(0)
  // He liked me: passing keeps him in Liked Me, marked (decision 380).
  await expect(page.getByRole('tab', { name: 'Liked Me (2)' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Favorited (1)' })).toBeVisible()
  await expect(bilalTile.getByText('You passed')).toBeVisible()

  await page.getByRole('button', { name: /^Hamza, \d+/ }).click()
  const hamzaDialog = page.getByRole('dialog', { name: "Hamza's profile" })
  await hamzaDialog.getByRole('button', { name: 'Block Hamza' }).click()
  const confirm = page.getByRole('dialog', { name: 'Block Hamza?' })
  await confirm.getByRole('button', { name: 'Block', exact: true }).click()
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Liked Me (1)' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Hamza, \d+/ })).toHaveCount(0)

  // Passing does not unfavorite: Bilal is still in 'Favorited'. The tabs are walked with the
  // keyboard: the pointer rests on the toasts, which keeps them open over the tab list.
  const openTab = async (name: string) => {
    await page.getByRole('tab', { name }).focus()
    await page.keyboard.press('Enter')
  }
  await openTab('Favorited (1)')
  await expect(page.getByRole('button', { name: /^Bilal, \d+/ })).toBeVisible()
  await openTab('I Liked (0)')
  await expect(page.getByText('Profiles you like will appear here')).toBeVisible()
  await openTab('Unmatched')
  await expect(page.getByRole('tabpanel', { name: 'Unmatched' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('Liked: a favorite stays shown when an older answer about the profile arrives after the click', async ({
  browser,
}) => {
  const country = 'Tonga'
  const zainab = await createPerson('female', 'Zainab', country)
  const idris = await createPerson('male', 'Idris', country)
  await like(idris, zainab)
  const page = await pageFor(browser, zainab)
  await page.goto('/app/liked')
  await page.getByRole('button', { name: /^Idris, \d+/ }).click()
  const dialog = page.getByRole('dialog', { name: "Idris's profile" })
  await expect(dialog.getByRole('button', { name: 'Favorite' })).toBeVisible()

  const late = await deliverLate(page, `**/api/profiles/${idris.profile.id}`)
  // The server has answered the refetch with "not favorited"; that answer is on its way when she clicks.
  await reconnect(page)
  await late.firstAnswered
  await dialog.getByRole('button', { name: 'Favorite' }).click()
  await expect(page.getByText('Added to favorites')).toBeVisible()
  await late.allDelivered()
  await expect(dialog.getByRole('button', { name: 'Favorited' })).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('tab', { name: 'Favorited (1)' })).toBeVisible()
})

test('Liked: a favorite stays shown when the profile is read again while the favorite is being saved', async ({
  browser,
}) => {
  const country = 'Fiji'
  const hafsa = await createPerson('female', 'Hafsa', country)
  const bilal = await createPerson('male', 'Bilal', country)
  await like(bilal, hafsa)
  const page = await pageFor(browser, hafsa)
  await page.goto('/app/liked')
  await page.getByRole('button', { name: /^Bilal, \d+/ }).click()
  const dialog = page.getByRole('dialog', { name: "Bilal's profile" })
  await expect(dialog.getByRole('button', { name: 'Favorite' })).toBeVisible()

  // She clicks; the save has not reached the server when the connection comes back and the app
  // reads the profile again: the server answers "not favorited", and that answer arrives late.
  const save = await holdUntilReleased(page, `**/api/profiles/${bilal.profile.id}/favorite`)
  const late = await deliverLate(page, `**/api/profiles/${bilal.profile.id}`)
  await dialog.getByRole('button', { name: 'Favorite' }).click()
  await reconnect(page)
  // Both reads the reconnection makes (back online, socket's catch-up) have their answers.
  await late.answeredTimes(2)
  save.release()
  await expect(page.getByText('Added to favorites')).toBeVisible()
  await late.allDelivered()
  await expect(dialog.getByRole('button', { name: 'Favorited' })).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('tab', { name: 'Favorited (1)' })).toBeVisible()
})

test('Discover: a favorite stays shown when the feed is read again while the favorite is being saved', async ({
  browser,
}) => {
  const country = 'Vanuatu'
  const hamza = await createPerson('male', 'Hamza', country)
  const ruqayya = await createPerson('female', 'Ruqayya', country)
  await onlyFromCountry(hamza.cookie, country)
  const page = await pageFor(browser, hamza)
  await page.goto('/app/profiles')
  await expect(page.getByRole('heading', { name: /^Ruqayya, \d+$/ })).toBeVisible()

  const save = await holdUntilReleased(page, `**/api/profiles/${ruqayya.profile.id}/favorite`)
  const late = await deliverLate(page, '**/api/discover*')
  await page.getByRole('button', { name: 'Favorite' }).click()
  await reconnect(page)
  // The feed is read again once, by the socket's catch-up (it never goes stale on its own).
  await late.firstAnswered
  save.release()
  await expect(page.getByText('Added to favorites')).toBeVisible()
  await late.allDelivered()
  await expect(page.getByRole('button', { name: 'Favorited' })).toHaveAttribute('aria-pressed', 'true')
})

test('Discover: a favorite stays shown when an older answer about the feed arrives after the click', async ({
  browser,
}) => {
  const country = 'Samoa'
  const omar = await createPerson('male', 'Omar', country)
  await createPerson('female', 'Safiya', country)
  await onlyFromCountry(omar.cookie, country)
  const page = await pageFor(browser, omar)
  // The app loads its socket client once the first screen is shown: the network must not drop
  // before it has (a failed download leaves the page without a socket, and nothing catches up).
  const socketOpened = page.waitForEvent('websocket')
  await page.goto('/app/profiles')
  await expect(page.getByRole('heading', { name: /^Safiya, \d+$/ })).toBeVisible()
  await socketOpened

  const late = await deliverLate(page, '**/api/discover*')
  // The socket's catch-up after the page has seen the network drop and come back asks for the
  // feed again; its answer, read before the click, is held on its way to the page.
  const refetch = page.waitForRequest('**/api/discover*')
  await reconnect(page)
  await refetch
  await late.firstAnswered
  await page.getByRole('button', { name: 'Favorite' }).click()
  await expect(page.getByText('Added to favorites')).toBeVisible()
  await late.allDelivered()
  await expect(page.getByRole('button', { name: 'Favorited' })).toHaveAttribute('aria-pressed', 'true')
})
