/**
 * Discover's pages as they were sent, kept in memory until the database announces a change to the
 * viewer or to a profile on the page (decision 600). Asking again for the same page, with nothing
 * changed, then costs no statement.
 *
 * What a page shows depends on its viewer's rows (profile, filters, faith, run, actions, favorites,
 * blocks) and on each card's (profile, pictures, faith, reveals, its like of the viewer, blocks):
 * every write to those tables announces the profiles it touched (migration 0025). A page is kept
 * only if no announcement named one of its profiles while it was being read, and only while the
 * cache is listening: a lost connection forgets every page, since announcements made meanwhile
 * are never heard.
 *
 * What it does not follow: someone new who would now come first, or the count of passed members
 * Start Over would bring back. Those wait for the page's lifetime (a minute) at most; nobody
 * the rules hide is ever shown.
 */

export interface KeptPage<Body> {
  /** The response body, validated and serialised once. */
  body: Body
  /** The viewer and every profile on the page (the one past it too): who can make it stale. */
  profileIds: readonly string[]
  /** When the viewer's activity is due to be written again (profile.ts): the page stops there. */
  activityDueAt: number
}

interface Entry<Body> extends KeptPage<Body> {
  expiresAt: number
}

/** A page being read: what was announced meanwhile. */
export interface Reading {
  touched: Set<string>
  all: boolean
}

export const pageKey = (viewerId: string, cursor: string | undefined) => `${viewerId}\n${cursor ?? ''}`

export class PageCache<Body> {
  readonly #entries = new Map<string, Entry<Body>>()
  readonly #keysByProfile = new Map<string, Set<string>>()
  readonly #readings = new Set<Reading>()
  #listening = false

  constructor(
    private readonly options: {
      /** How long a page is kept whatever happens. */
      ttlMs: number
      maxEntries: number
      now: () => number
    },
  ) {}

  get size() {
    return this.#entries.size
  }

  has(key: string): boolean {
    return this.get(key) !== undefined
  }

  get(key: string): Body | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    const now = this.options.now()
    if (entry.expiresAt <= now || entry.activityDueAt <= now) {
      this.#delete(key)
      return undefined
    }
    return entry.body
  }

  /** Call before the first statement of a page: announcements from then on are held against it. */
  beginReading(): Reading {
    const reading: Reading = { touched: new Set(), all: !this.#listening }
    this.#readings.add(reading)
    return reading
  }

  /** Keeps the page read, unless something it names was announced while it was read. */
  keep(reading: Reading, key: string, page: KeptPage<Body>) {
    this.#readings.delete(reading)
    if (reading.all || !this.#listening) return
    if (page.profileIds.some((id) => reading.touched.has(id))) return
    this.#delete(key)
    if (this.#entries.size >= this.options.maxEntries) {
      // Maps keep insertion order: the first key is the oldest.
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#delete(oldest)
    }
    this.#entries.set(key, { ...page, expiresAt: this.options.now() + this.options.ttlMs })
    for (const id of page.profileIds) {
      const keys = this.#keysByProfile.get(id) ?? new Set()
      keys.add(key)
      this.#keysByProfile.set(id, keys)
    }
  }

  /** A reading that ended without a page (an error): nothing to keep. */
  abandon(reading: Reading) {
    this.#readings.delete(reading)
  }

  /** An announcement: these profiles changed, or everything did ('all'). */
  changed(ids: readonly string[] | 'all') {
    if (ids === 'all') {
      for (const reading of this.#readings) reading.all = true
      this.#clear()
      return
    }
    for (const id of ids) {
      for (const reading of this.#readings) reading.touched.add(id)
      for (const key of this.#keysByProfile.get(id) ?? []) this.#delete(key)
    }
  }

  /** Whether announcements are heard: either way, what was kept or is being read cannot be trusted. */
  setListening(listening: boolean) {
    this.#listening = listening
    this.changed('all')
  }

  #delete(key: string) {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    for (const id of entry.profileIds) {
      const keys = this.#keysByProfile.get(id)
      keys?.delete(key)
      if (keys?.size === 0) this.#keysByProfile.delete(id)
    }
  }

  #clear() {
    this.#entries.clear()
    this.#keysByProfile.clear()
  }
}

/** An announcement's payload (migration 0025): comma-separated profile ids, or '*' for all. */
export const announcedIds = (payload: string): readonly string[] | 'all' =>
  payload === '*' ? 'all' : payload.split(',').filter((id) => id.length > 0)
