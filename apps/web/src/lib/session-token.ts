/**
 * The session's bearer token in the native shell (decision 211), kept with `@capacitor/preferences`:
 * SharedPreferences on Android, UserDefaults on iOS, localStorage when the same build runs in a
 * browser. Kept in memory after the first read. The web app never uses it: its session is the
 * HttpOnly cookie, and the server does not hand the token to our own pages.
 */
const KEY = 'mithaq.session-token'

let cached: string | null | undefined

// Wrapped: a Capacitor plugin object must not be what a promise resolves to (it answers `.then`).
const preferences = async () => ({ store: (await import('@capacitor/preferences')).Preferences })

export const sessionToken = {
  async get(): Promise<string | null> {
    if (cached === undefined) cached = (await (await preferences()).store.get({ key: KEY })).value
    return cached
  },
  async set(token: string) {
    cached = token
    await (await preferences()).store.set({ key: KEY, value: token })
  },
  async clear() {
    cached = null
    await (await preferences()).store.remove({ key: KEY })
  },
}
