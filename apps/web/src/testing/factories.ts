import { type DiscoverCard, discoverCardSchema } from '@mithaq/domain'

// Test data built through the domain schemas, so it cannot drift from what the server sends.

let sequence = 0

export function buildDiscoverCard(overrides: Partial<DiscoverCard> = {}): DiscoverCard {
  sequence += 1
  return discoverCardSchema.parse({
    id: `profile-${sequence}`,
    name: `Member ${sequence}`,
    sex: 'female',
    age: 28,
    location: { country: 'Jordan', city: 'Amman' },
    aboutMe: 'I love reading and long walks.',
    education: 'Bachelor',
    occupation: 'Teacher',
    nationality: ['Jordan'],
    height: 165,
    maritalStatus: 'Never Married',
    pictures: [],
    isDemo: false,
    isVerified: false,
    isFavorited: false,
    likedMe: false,
    ...overrides,
  })
}
