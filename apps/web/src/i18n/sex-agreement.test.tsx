import {
  DEFAULT_DISCOVER_FILTERS,
  type DiscoverCard,
  discoverFiltersSchema,
  discoverPageSchema,
  type Notification,
  notificationPageSchema,
  type Sex,
  walletSchema,
} from '@mithaq/domain'
import type { Texts } from '@mithaq/i18n'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { DiscoverScreen } from '../features/discover/components/discover-screen'
import { NotificationsScreen } from '../features/notifications/components/notifications-screen'
import { answer, api } from '../testing/api-answers'
import { buildDiscoverCard, buildNotification, buildWallet } from '../testing/factories'
import { server } from '../testing/msw-server'
import { renderWithProviders } from '../testing/render-with-providers'
import { changeLocale, currentTranslator } from '.'

/**
 * Texts that name a person agree with that person's sex (decision 300), from the wire to the
 * screen. French here gets a few texts of this test's own, added to the translator after the switch
 * (the reviewers' wording may change):
 * what is proved is that a woman and a man get different words, not how they are put.
 */
const AGREEING: Texts = {
  'tokens.likeBack':
    '{sex, select, female {<bdi>{name}</bdi> est déjà intéressée ({tokens}).} other {<bdi>{name}</bdi> est déjà intéressé ({tokens}).}}',
  'notifications.like':
    '{sex, select, female {{name} est intéressée par votre profil !} other {{name} est intéressé par votre profil !}}',
}

afterEach(() => changeLocale('en'))

function discoverServer(cards: DiscoverCard[]) {
  server.use(
    http.get(api('/discover'), () => answer(discoverPageSchema, { profiles: cards, nextCursor: null })),
    http.get(api('/discover/filters'), () => answer(discoverFiltersSchema, DEFAULT_DISCOVER_FILTERS)),
    http.get(api('/wallet'), () => answer(walletSchema, buildWallet())),
  )
}

function notificationsServer(notifications: Notification[]) {
  server.use(
    http.get(api('/notifications'), () =>
      answer(notificationPageSchema, { notifications, nextCursor: null, unreadCount: notifications.length }),
    ),
  )
}

const PEOPLE: { name: string; sex: Sex; english: string; french: string }[] = [
  { name: 'Amina', sex: 'female', english: '— she may reveal them', french: 'intéressée' },
  { name: 'Yusuf', sex: 'male', english: '— he may reveal them', french: 'intéressé' },
]

describe("texts that name a person agree with the person's sex", () => {
  it.each(PEOPLE)("Discover's private pictures say 'she' or 'he' for $name (English)", async (person) => {
    discoverServer([
      buildDiscoverCard({
        name: person.name,
        sex: person.sex,
        pictures: ['/media/blurred-1.webp'],
        picturesBlurred: true,
      }),
    ])
    renderWithProviders(<DiscoverScreen />)

    const card = await screen.findByRole('group', { name: new RegExp(`^${person.name}, `) })
    expect(within(card).getByText(new RegExp(person.english))).toBeDefined()
  })

  it.each(PEOPLE)("Discover's 'already likes you' agrees with $name (French)", async (person) => {
    await changeLocale('fr')
    currentTranslator().add(AGREEING)
    discoverServer([buildDiscoverCard({ name: person.name, sex: person.sex, likedMe: true })])
    renderWithProviders(<DiscoverScreen />)

    const [notice] = await screen.findAllByText(/est déjà intéress/, { selector: 'p' })
    expect(notice?.textContent).toContain(`${person.name} est déjà ${person.french} (`)
  })

  it('a notification agrees with its sender, a woman or a man (French)', async () => {
    await changeLocale('fr')
    currentTranslator().add(AGREEING)
    notificationsServer(
      PEOPLE.map((person) =>
        buildNotification({
          type: 'like',
          senderName: person.name,
          senderSex: person.sex,
          referenceId: null,
        }),
      ),
    )
    renderWithProviders(<NotificationsScreen />, { path: '/app/notifications' })

    expect(await screen.findByText(/Amina est intéressée par votre profil/)).toBeDefined()
    expect(screen.getByText(/Yusuf est intéressé par votre profil/)).toBeDefined()
  })
})
