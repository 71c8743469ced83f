import { likeResultSchema, paymentResultSchema, walletSchema } from '@mithaq/domain'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { api, apiAnswer, createUserWithProfile, type E2EUser, signInContext } from './api'

export type Person = E2EUser & { profile: { id: string; name: string } }

/** `woman` and `man` like each other through the real API; answers the id of their match. */
export async function matchBetween(woman: Person, man: Person): Promise<string> {
  await apiAnswer(likeResultSchema, `/profiles/${man.profile.id}/like`, {
    method: 'POST',
    cookie: woman.cookie,
  })
  const second = await apiAnswer(likeResultSchema, `/profiles/${woman.profile.id}/like`, {
    method: 'POST',
    cookie: man.cookie,
  })
  if (second.status !== 'matched') throw new Error(`the second like did not match: ${JSON.stringify(second)}`)
  // She was shown "It's a Match!" elsewhere (as on another device): her journeys start after it.
  await api(`/matches/${second.matchId}/moment-shown`, { method: 'POST', cookie: woman.cookie })
  return second.matchId
}

export const createPerson = (sex: 'male' | 'female', name: string): Promise<Person> =>
  createUserWithProfile({
    sex,
    name,
    location: { country: 'United Kingdom', city: sex === 'male' ? 'Manchester' : 'London' },
  })

/** A woman and a man who liked each other: one match, still locked. */
export async function createMatchedPair(names: { woman: string; man: string }) {
  const woman = await createPerson('female', names.woman)
  const man = await createPerson('male', names.man)
  return { woman, man, matchId: await matchBetween(woman, man) }
}

/** Pays toward unlocking the chat through the API, as if from another device. */
export const payForMatch = (user: { cookie: string }, matchId: string, express = false) =>
  apiAnswer(paymentResultSchema, `/matches/${matchId}/pay`, {
    method: 'POST',
    cookie: user.cookie,
    body: { express },
  })

export async function balanceOf(user: { cookie: string }): Promise<number> {
  return (await apiAnswer(walletSchema, '/wallet', { cookie: user.cookie })).balance
}

/** A signed-in page in a browser context of its own (one per person in a two-person journey). */
export async function signedInPage(
  browser: Browser,
  user: E2EUser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  await signInContext(context, user)
  return { context, page: await context.newPage() }
}
