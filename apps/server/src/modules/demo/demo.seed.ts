import { randomUUID } from 'node:crypto'
import { LEDGER_LINES } from '@mithaq/domain'
import { eq, inArray, like, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { profilePictures, profiles, users } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import { canonicalEmail } from '../../lib/email-address'
import type { Storage } from '../../lib/storage'
import { createAccountService } from '../account'
import { offSite } from '../auth'
import { createMatchService } from '../matches'
import type { Announcer } from '../notifications'
import {
  insertProfile,
  pictureFiles,
  processPicture,
  removeFiles,
  saveFaith,
  setDemoProfilesActive,
} from '../profiles'
import { applyLedger, lockProfiles } from '../tokens'
import { demoFaith } from './demo.faith'
import { DEMO_EMAIL_DOMAIN, DEMO_MEMBERS, type DemoMember, demoMemberId } from './demo.members'
import { renderPortrait } from './demo.portrait'

/** Tokens each demo member starts with, and receives again whenever it runs low (a ledger grant). */
export const DEMO_GRANT = 10

/**
 * Demo picture files start with this, so the removal finds every one of them, even a file whose
 * row was never written. The rest of the name is random, like every other picture's.
 */
export const DEMO_FILE_PREFIX = 'de3de3de-'
const demoFileName = () => `${DEMO_FILE_PREFIX}${randomUUID().slice(DEMO_FILE_PREFIX.length)}.webp`

/** Demo rows are the profiles flagged is_demo and the users of the demo e-mail domain. */
const isDemoUser = () => like(users.email, `%@${DEMO_EMAIL_DOMAIN}`)

export interface SeedDeps {
  db: Db
  storage: Storage
  clock: Clock
  log: FastifyBaseLogger
  /** Checked between members: a closing server stops seeding. */
  shouldStop?: () => boolean
}

class AlreadyThere extends Error {}

/**
 * Creates the demo members that do not exist yet, one transaction each: the user row (no
 * password, so nobody can sign in as one), the profile, its portrait and its first tokens as a
 * ledger grant. A second run creates nothing; two instances starting together create each
 * member once (the fixed ids decide). Portraits are drawn, then pass the same picture pipeline
 * as an upload.
 */
export async function seedDemoCommunity(deps: SeedDeps): Promise<{ created: number }> {
  const { db } = deps
  const existing = new Set(
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.id,
            DEMO_MEMBERS.map((_, i) => demoMemberId(i)),
          ),
        )
    ).map((r) => r.id),
  )
  let created = 0
  for (const [index, member] of DEMO_MEMBERS.entries()) {
    if (deps.shouldStop?.()) break
    const id = demoMemberId(index)
    if (existing.has(id)) continue
    if (await createMember(deps, index, id, member)) created += 1
  }
  return { created }
}

async function createMember(deps: SeedDeps, index: number, id: string, m: DemoMember): Promise<boolean> {
  const { db, storage, clock } = deps
  const images = await processPicture(await renderPortrait(m.portrait, m.sex, index + 1), `${m.key}.png`)
  const storagePath = demoFileName()
  const files = pictureFiles(storagePath)
  // Members are spread over the last days, so the feed mixes countries and ages.
  const createdAt = new Date(clock.now().getTime() - (index + 1) * 47 * 60_000)
  try {
    await storage.put(files[0]!, images.main)
    await storage.put(files[1]!, images.thumbnail)
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          id,
          name: m.name,
          email: `${m.key}@${DEMO_EMAIL_DOMAIN}`,
          emailCanonical: canonicalEmail(`${m.key}@${DEMO_EMAIL_DOMAIN}`),
          emailVerified: true,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: users.id })
      if (!user) throw new AlreadyThere()
      await insertProfile(tx, {
        id,
        name: m.name,
        sex: m.sex,
        country: m.country,
        city: m.city,
        birthday: m.birthday,
        aboutMe: m.aboutMe,
        education: m.education,
        occupation: m.occupation,
        nationality: m.nationality,
        height: m.height,
        maritalStatus: m.maritalStatus,
        isDemo: true,
        tokenBalance: 0,
        createdAt,
        updatedAt: createdAt,
      })
      await tx.insert(profilePictures).values({ profileId: id, storagePath, position: 0, createdAt })
      await saveFaith(tx, { id, sex: m.sex }, { consent: true, ...demoFaith(m, index) }, createdAt)
      await lockProfiles(tx, [id])
      await applyLedger(
        tx,
        [{ userId: id, amount: DEMO_GRANT, type: 'grant', ...LEDGER_LINES.demoGrant() }],
        { referenceId: null, now: createdAt },
      )
    })
    return true
  } catch (error) {
    await removeFiles(storage, deps.log, files)
    if (error instanceof AlreadyThere) return false
    throw error
  }
}

/**
 * Shows or hides every demo member at once. With the demo off, its rows may remain (until
 * `npm run demo:remove`), but nobody sees them: every feed and list shows active profiles only.
 */
export async function setDemoVisible(db: Db, visible: boolean): Promise<void> {
  await setDemoProfilesActive(db, visible)
}

export interface RemoveDeps {
  db: Db
  storage: Storage
  clock: Clock
  log: FastifyBaseLogger
  /** The server's secret, which deletion uses to key what it keeps of reports. */
  secret: string
}

/**
 * Removes every demo member as an account deletion removes a user (active matches end as for a
 * deactivation, so a real user's unspent unlock payment is refunded; then the user row and
 * everything that cascades from it, then the picture files), and sweeps the storage (folder or
 * bucket) for demo files no row refers to. Answers how many members and files went.
 */
export async function removeDemoCommunity(deps: RemoveDeps): Promise<{ members: number; files: number }> {
  const { db, storage, log } = deps
  const ids = (
    await db
      .select({ id: users.id })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(or(eq(profiles.isDemo, true), isDemoUser()))
  ).map((r) => r.id)
  const demoFiles = ids.length
    ? (
        await db
          .select({ storagePath: profilePictures.storagePath })
          .from(profilePictures)
          .where(inArray(profilePictures.profileId, ids))
      ).flatMap((p) => pictureFiles(p.storagePath))
    : []
  const noPictureLinks = () => {
    throw new Error('no picture links are issued while removing the demo community')
  }
  // Run from the command line, with no screen open to tell: clients refetch on their next visit.
  const silent: Announcer = { announce() {}, onNotifications() {}, onFact() {} }
  const account = createAccountService({
    db,
    clock: deps.clock,
    storage,
    log,
    // Deleting answers no picture links.
    matches: createMatchService({ db, clock: deps.clock, announcer: silent, sign: noPictureLinks }),
    announcer: silent,
    offSite: offSite(() => {}),
    secret: deps.secret,
  })
  for (const id of ids) await account.delete(id)

  // The folder or the bucket, whichever the storage is: a demo file whose row never got written goes too.
  const candidates = await storage.list(DEMO_FILE_PREFIX)
  const referenced = new Set(
    (await db.select({ storagePath: profilePictures.storagePath }).from(profilePictures))
      .filter((p) => p.storagePath.startsWith(DEMO_FILE_PREFIX))
      .flatMap((p) => pictureFiles(p.storagePath)),
  )
  const orphans = candidates.filter((n) => !referenced.has(n))
  await removeFiles(storage, log, orphans)
  return { members: ids.length, files: demoFiles.length + orphans.length }
}
