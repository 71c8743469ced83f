import type { Db } from '../db/client'
import { profiles } from '../db/schema'

type ProfileRow = typeof profiles.$inferInsert

/** A finished profile's fields, for rows inserted directly by tests. */
export const PROFILE_DEFAULTS = {
  name: 'Amina',
  sex: 'female',
  country: 'United Kingdom',
  city: 'London',
  birthday: '1996-04-12',
  aboutMe: 'I love reading and long walks.',
  education: 'BSc',
  occupation: 'Engineer',
  nationality: ['United Kingdom'],
  height: 165,
  maritalStatus: 'Never Married',
} satisfies Omit<ProfileRow, 'id'>

/** Inserts a profile row directly, for tests that need a finished profile. */
export async function insertProfile(db: Db, id: string, overrides: Partial<ProfileRow> = {}) {
  const [row] = await db
    .insert(profiles)
    .values({ id, ...PROFILE_DEFAULTS, ...overrides })
    .returning()
  return row!
}
