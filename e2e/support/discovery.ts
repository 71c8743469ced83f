import { discoverFiltersSchema, likeResultSchema } from '@mithaq/domain'
import type { Browser } from '@playwright/test'
import { apiAnswer, createUserWithProfile, type ProfileFields, signInContext } from './api'

/**
 * Every e2e test shares one server, so other tests' people can appear in anyone's feed. A test
 * about discovery puts its people in a country no other test uses and filters on it.
 */
export async function onlyFromCountry(cookie: string, country: string) {
  await apiAnswer(discoverFiltersSchema, '/discover/filters', {
    method: 'PUT',
    cookie,
    body: { ageRange: [18, 80], heightRange: [130, 200], countries: [country] },
  })
}

/** A birthday that makes someone `age` years old today (and not about to turn a year older). */
export function birthdayForAge(age: number, today = new Date()) {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()))
  d.setUTCDate(d.getUTCDate() - 30)
  return d.toISOString().slice(0, 10)
}

/** A person living in `country`, with a finished profile. */
export const createPerson = (
  sex: 'male' | 'female',
  name: string,
  country: string,
  more: Partial<ProfileFields> = {},
) => createUserWithProfile({ sex, name, location: { country, city: `${name}ville` }, ...more })

/** A signed-in page of its own browser context: one per person in a two-person journey. */
export async function pageFor(browser: Browser, user: { cookie: string; email: string; password: string }) {
  const context = await browser.newContext()
  await signInContext(context, user)
  return context.newPage()
}

/** `from` likes `to` through the API, as if on another device. */
export const like = (from: { cookie: string }, to: { profile: { id: string } }) =>
  apiAnswer(likeResultSchema, `/profiles/${to.profile.id}/like`, { method: 'POST', cookie: from.cookie })
