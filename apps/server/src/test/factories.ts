import type { Db } from '../db/client'
import { profiles } from '../db/schema'

type ProfileRow = typeof profiles.$inferInsert

/** Inserts a profile row directly, for tests that need a finished profile. */
export async function insertProfile(db: Db, id: string, overrides: Partial<ProfileRow> = {}) {
  const [row] = await db
    .insert(profiles)
    .values({
      id,
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
      ...overrides,
    })
    .returning()
  return row!
}
