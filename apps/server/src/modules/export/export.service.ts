import { aliasedTable, and, asc, eq, inArray, ne, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import {
  blockedProfiles,
  discoveryFilters,
  favoritedProfiles,
  guardianConsents,
  guardians,
  matches,
  messages,
  notifications,
  profileActions,
  profileFaith,
  profilePictures,
  profileReports,
  profiles,
  pushPreferences,
  pushTokens,
  sessions,
  tokenTransactions,
  users,
} from '../../db/schema'
import type { Clock } from '../../lib/clock'
import type { Storage } from '../../lib/storage'
import {
  iso,
  likesReceivedPart,
  moderationPart,
  namesOf,
  pictureRevealsPart,
  profilesSeenPart,
  remindersSentPart,
  signInMethodsPart,
  verificationPart,
} from './export.parts'
import { buildZip, type ZipEntry } from './zip'

export interface ExportServiceDeps {
  db: Db
  clock: Clock
  storage: Storage
  log: FastifyBaseLogger
}

/** The archive's name as the browser saves it. */
export const exportFileName = (now: Date) => `mithaq-data-${now.toISOString().slice(0, 10)}.zip`

/**
 * "Your data" (decision 231): everything we hold about one member, gathered at the moment of the
 * request into `mithaq-data.json` plus their pictures, zipped and handed over in the same
 * response. Nothing is written anywhere: no copy waits on a disk or behind a link.
 *
 * What comes from other people is limited to what the member already sees in the app: the
 * display name of a profile they liked, matched, blocked, favourited or reported, and the
 * messages of their own conversations. Never another member's e-mail, birthday or pictures.
 */
export function createExportService({ db, clock, storage, log }: ExportServiceDeps) {
  const other = aliasedTable(profiles, 'other')

  async function gather(userId: string) {
    const [user] = await db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        locale: users.locale,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
        termsVersion: users.termsVersion,
        termsAcceptedAt: users.termsAcceptedAt,
      })
      .from(users)
      .where(eq(users.id, userId))
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId))
    const pictures = await db
      .select()
      .from(profilePictures)
      .where(eq(profilePictures.profileId, userId))
      .orderBy(asc(profilePictures.position))
    const [filters] = await db.select().from(discoveryFilters).where(eq(discoveryFilters.profileId, userId))
    const [faith] = await db.select().from(profileFaith).where(eq(profileFaith.profileId, userId))
    const actions = await db
      .select()
      .from(profileActions)
      .where(and(eq(profileActions.fromProfileId, userId), ne(profileActions.action, 'seen')))
      .orderBy(asc(profileActions.createdAt))
    const favorites = await db
      .select()
      .from(favoritedProfiles)
      .where(eq(favoritedProfiles.userId, userId))
      .orderBy(asc(favoritedProfiles.createdAt))
    const blocks = await db
      .select()
      .from(blockedProfiles)
      .where(eq(blockedProfiles.blockerId, userId))
      .orderBy(asc(blockedProfiles.createdAt))
    const reports = await db
      .select({
        reportedId: profileReports.reportedId,
        category: profileReports.category,
        reason: profileReports.reason,
        status: profileReports.status,
        createdAt: profileReports.createdAt,
      })
      .from(profileReports)
      .where(eq(profileReports.reporterId, userId))
      .orderBy(asc(profileReports.createdAt))
    const matchRows = await db
      .select()
      .from(matches)
      .where(or(eq(matches.profile1Id, userId), eq(matches.profile2Id, userId)))
      .orderBy(asc(matches.createdAt))
    const matchIds = matchRows.map((m) => m.id)
    const messageRows =
      matchIds.length === 0
        ? []
        : await db
            .select({
              matchId: messages.matchId,
              senderId: messages.senderId,
              content: messages.content,
              read: messages.read,
              readAt: messages.readAt,
              createdAt: messages.createdAt,
            })
            .from(messages)
            .where(inArray(messages.matchId, matchIds))
            .orderBy(asc(messages.createdAt), asc(messages.id))
    const ledger = await db
      .select()
      .from(tokenTransactions)
      .where(eq(tokenTransactions.userId, userId))
      .orderBy(asc(tokenTransactions.createdAt), asc(tokenTransactions.id))
    const notificationRows = await db
      .select({
        type: notifications.type,
        content: notifications.content,
        senderName: other.name,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .leftJoin(other, eq(other.id, notifications.senderId))
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id))
    const [pushPrefs] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId))
    const devices = await db
      .select({
        platform: pushTokens.platform,
        deviceInfo: pushTokens.deviceInfo,
        createdAt: pushTokens.createdAt,
      })
      .from(pushTokens)
      .where(eq(pushTokens.userId, userId))
      .orderBy(asc(pushTokens.createdAt))
    const sessionRows = await db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        updatedAt: sessions.updatedAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt))

    const [guardian] = await db.select().from(guardians).where(eq(guardians.userId, userId))
    const consents =
      matchIds.length === 0
        ? []
        : await db.select().from(guardianConsents).where(inArray(guardianConsents.matchId, matchIds))

    const otherOf = (m: (typeof matchRows)[number]) => (m.profile1Id === userId ? m.profile2Id : m.profile1Id)
    const names = await namesOf(db, [
      ...actions.map((a) => a.toProfileId),
      ...favorites.map((f) => f.favoritedId),
      ...blocks.map((b) => b.blockedId),
      ...reports.flatMap((r) => (r.reportedId ? [r.reportedId] : [])),
      ...matchRows.map(otherOf),
    ])
    const person = (id: string | null) =>
      id === null ? null : { profileId: id, name: names.get(id) ?? '(account deleted)' }

    return {
      user,
      signInMethods: await signInMethodsPart(db, userId),
      verification: await verificationPart(db, userId, profile?.verifiedAt),
      reveals: await pictureRevealsPart(db, userId, matchIds),
      likesReceived: await likesReceivedPart(db, userId),
      profilesSeen: await profilesSeenPart(db, userId),
      moderation: await moderationPart(db, userId),
      remindersSent: await remindersSentPart(db, userId),
      profile,
      pictures,
      filters,
      faith,
      actions,
      favorites,
      blocks,
      reports,
      matchRows,
      messageRows,
      ledger,
      guardian,
      consents,
      notificationRows,
      pushPrefs,
      devices,
      sessionRows,
      otherOf,
      person,
    }
  }

  return {
    /** The archive for one member; undefined when the user no longer exists. */
    async build(userId: string): Promise<{ fileName: string; zip: Buffer } | undefined> {
      const now = clock.now()
      const g = await gather(userId)
      if (!g.user) return undefined

      const pictureEntries: ZipEntry[] = []
      const pictureList = []
      for (const picture of g.pictures) {
        const file = await storage.get(picture.storagePath).catch((err: unknown) => {
          log.error({ err, name: picture.storagePath }, 'could not read a picture for an export')
          return undefined
        })
        const ext = picture.storagePath.slice(picture.storagePath.lastIndexOf('.') + 1) || 'webp'
        const name = `pictures/picture-${picture.position + 1}.${ext}`
        if (file) pictureEntries.push({ name, data: file.data })
        pictureList.push({
          position: picture.position + 1,
          file: file ? name : null,
          uploadedAt: iso(picture.createdAt),
        })
      }

      // A selfie still waiting for a moderator is the member's own picture too.
      for (const selfie of g.verification.selfies) {
        const file = await storage.get(selfie.storagePath).catch((err: unknown) => {
          log.error({ err, name: selfie.storagePath }, 'could not read a selfie for an export')
          return undefined
        })
        if (file) pictureEntries.push({ name: selfie.name, data: file.data })
      }

      const p = g.profile
      const data = {
        about:
          'Everything Mithaq holds about you, as of exportedAt. Names of other members are shown as the app shows them; their e-mail addresses and other details are not ours to give.',
        exportedAt: now.toISOString(),
        account: {
          id: g.user.id,
          email: g.user.email,
          emailVerified: g.user.emailVerified,
          /** The language of the app, the e-mails and the pushes (decision 281). */
          language: g.user.locale,
          createdAt: iso(g.user.createdAt),
          updatedAt: iso(g.user.updatedAt),
          signInMethods: g.signInMethods,
          termsVersion: g.user.termsVersion,
          termsAcceptedAt: iso(g.user.termsAcceptedAt),
        },
        profile: p
          ? {
              name: p.name,
              sex: p.sex,
              birthday: p.birthday,
              country: p.country,
              city: p.city,
              aboutMe: p.aboutMe,
              education: p.education,
              occupation: p.occupation,
              nationality: p.nationality,
              height: p.height,
              maritalStatus: p.maritalStatus,
              picturesPrivate: p.picturesPrivate,
              isActive: p.isActive,
              deactivatedAt: iso(p.deactivatedAt),
              tokenBalance: p.tokenBalance,
              createdAt: iso(p.createdAt),
              updatedAt: iso(p.updatedAt),
            }
          : null,
        pictures: pictureList,
        verification: g.verification.data,
        // Decision 410: the answers given with consent, its date, and which the card shows.
        faithAndFamily: g.faith
          ? {
              consentGivenAt: iso(g.faith.consentAt),
              answers: g.faith.answers,
              shownOnCard: g.faith.shown,
              updatedAt: iso(g.faith.updatedAt),
            }
          : null,
        discoverFilters: g.filters
          ? {
              ageMin: g.filters.ageMin,
              ageMax: g.filters.ageMax,
              heightMin: g.filters.heightMin,
              heightMax: g.filters.heightMax,
              countries: g.filters.countries,
              verifiedOnly: g.filters.verifiedOnly,
              faith: g.filters.faith,
              updatedAt: iso(g.filters.updatedAt),
            }
          : null,
        likesAndPasses: g.actions.map((a) => ({
          action: a.action,
          profile: g.person(a.toProfileId),
          at: iso(a.createdAt),
        })),
        likesReceived: g.likesReceived,
        profilesSeen: g.profilesSeen,
        favorites: g.favorites.map((f) => ({ profile: g.person(f.favoritedId), at: iso(f.createdAt) })),
        blocked: g.blocks.map((b) => ({ profile: g.person(b.blockedId), at: iso(b.createdAt) })),
        reportsMade: g.reports.map((r) => ({
          profile: g.person(r.reportedId),
          category: r.category,
          reason: r.reason,
          status: r.status,
          at: iso(r.createdAt),
        })),
        matches: g.matchRows.map((m) => {
          const mine = m.profile1Id === userId
          return {
            with: g.person(g.otherOf(m)),
            matchedAt: iso(m.createdAt),
            chatUnlocked: m.chatUnlocked,
            youPaid: mine ? m.user1PaidAmount : m.user2PaidAmount,
            unmatchedAt: iso(m.unmatchedAt),
            unmatchKind: m.unmatchKind,
            unmatchedByYou: m.unmatchInitiatorId === null ? null : m.unmatchInitiatorId === userId,
            removedByYou: mine ? m.hiddenByProfile1 : m.hiddenByProfile2,
            pictureReveals: g.reveals
              .filter((r) => r.matchId === m.id)
              .map((r) => ({
                whose: r.revealerId === userId ? 'yours, to them' : 'theirs, to you',
                since: iso(r.createdAt),
              })),
            guardians: g.consents
              .filter((c) => c.matchId === m.id)
              .map((c) => ({
                whose: c.wardId === userId ? 'yours' : 'theirs',
                status: c.status,
                askedAt: iso(c.askedAt),
                answeredAt: iso(c.answeredAt),
              })),
            messages: g.messageRows
              .filter((message) => message.matchId === m.id)
              .map((message) => ({
                from: message.senderId === userId ? 'you' : (g.person(g.otherOf(m))?.name ?? 'them'),
                content: message.content,
                read: message.read,
                readAt: iso(message.readAt),
                at: iso(message.createdAt),
              })),
          }
        }),
        guardian: g.guardian
          ? {
              email: g.guardian.email,
              confirmedAt: iso(g.guardian.confirmedAt),
              namedAt: iso(g.guardian.createdAt),
            }
          : null,
        ledger: g.ledger.map((t) => ({
          amount: t.amount,
          type: t.type,
          kind: t.kind,
          params: t.params,
          description: t.description,
          at: iso(t.createdAt),
        })),
        notifications: g.notificationRows.map((n) => ({
          type: n.type,
          content: n.content,
          from: n.senderName,
          readAt: iso(n.readAt),
          at: iso(n.createdAt),
        })),
        remindersSent: g.remindersSent,
        moderation: g.moderation,
        pushPreferences: g.pushPrefs
          ? {
              like: g.pushPrefs.like,
              match: g.pushPrefs.match,
              message: g.pushPrefs.message,
              chatUnlocked: g.pushPrefs.chatUnlocked,
              paymentRequired: g.pushPrefs.paymentRequired,
              reminder: g.pushPrefs.reminder,
            }
          : null,
        pushDevices: g.devices.map((d) => ({
          platform: d.platform,
          device: d.deviceInfo,
          registeredAt: iso(d.createdAt),
        })),
        signedInSessions: g.sessionRows.map((s) => ({
          startedAt: iso(s.createdAt),
          lastActiveAt: iso(s.updatedAt),
          expiresAt: iso(s.expiresAt),
          ipAddress: s.ipAddress,
          browser: s.userAgent,
        })),
      }

      const readme = [
        'Your data from Mithaq',
        '',
        `Made on ${now.toISOString()} at your request.`,
        '',
        'mithaq-data.json  your account (language, sign-in method), profile, faith and family answers',
        '                  with the date you consented, verification, filters,',
        '                  likes and passes you made, likes you received, profiles seen, favourites,',
        '                  blocks, reports you made, matches with their conversations and picture',
        "                  reveals, token ledger, notifications and reminders, moderators' decisions",
        '                  about you and your appeals, push settings and signed-in sessions.',
        'pictures/         the pictures of your profile, in their order.',
        'verification/     a verification selfie still waiting for a moderator, if any.',
        '',
        'Other members appear by the name their profile shows, as in the app.',
        '',
      ].join('\n')
      const zip = buildZip([
        { name: 'README.txt', data: Buffer.from(readme, 'utf8') },
        { name: 'mithaq-data.json', data: Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8') },
        ...pictureEntries,
      ])
      return { fileName: exportFileName(now), zip }
    },
  }
}
export type ExportService = ReturnType<typeof createExportService>
