import {
  DISCOVER_PAGE_SIZE,
  type DiscoverFilters,
  type DiscoverPage,
  discoverFiltersSchema,
  discoverPageSchema,
  discoverQuerySchema,
  type FaithAnswers,
  type FaithField,
  type FaithFit,
  faithFieldAppliesTo,
  faithFit,
  sharedFaith,
  shownFaithAnswers,
  startOverResultSchema,
  undoPassInputSchema,
  undoPassResultSchema,
} from '@mithaq/domain'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { favoritedProfiles, profiles } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { acceptedEncoding, EncodedBody } from '../../lib/encoded-body'
import { ACTIVITY_WRITE_EVERY_MS } from '../../plugins/profile'
import {
  faithByProfile,
  linksFromCardPictures,
  pictureUrlsByProfile,
  readFaith,
  toPublicProfile,
} from '../profiles'
import { startOver, undoPass } from './decisions'
import {
  decodeCursor,
  encodeCursor,
  getFilters,
  likedViewer,
  passedWaiting,
  saveFilters,
} from './discover.repository'
import { feedPage } from './feed-page'
import { readFeedSettings } from './feed-run'
import { pageKey } from './page-cache'

/**
 * Sends a body already validated and serialised, compressed once per encoding (decision 600):
 * Fastify sends bytes typed as JSON as they are, and the compression plugin leaves an encoded
 * answer alone.
 */
function sendKept(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const { bytes, encoding } = body.for(acceptedEncoding(request.headers['accept-encoding']))
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8')
  if (encoding) reply.header('content-encoding', encoding)
  return reply.send(bytes as unknown as DiscoverPage)
}

export async function discoverRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/discover',
    { schema: { querystring: discoverQuerySchema, response: { 200: discoverPageSchema } } },
    async (request, reply) => {
      // A page asked again with nothing announced since is sent as it was (decision 600).
      const user = await app.requireUser(request)
      const key = pageKey(user.id, request.query.cursor)
      const pages = app.discoverPages
      if (pages.cache.has(key) && (await pages.caughtUp())) {
        const kept = pages.cache.get(key)
        if (kept !== undefined) return sendKept(request, reply, kept)
      }
      const reading = pages.cache.beginReading()
      try {
        const { page, profileIds, activityDueAt } = await readPage(app, request, request.query.cursor)
        const body = new EncodedBody(JSON.stringify(z.encode(discoverPageSchema, page)))
        pages.cache.keep(reading, key, { body, profileIds, activityDueAt })
        return sendKept(request, reply, body)
      } finally {
        pages.cache.abandon(reading)
      }
    },
  )

  api.get(
    '/api/discover/filters',
    { schema: { response: { 200: discoverFiltersSchema } } },
    async (request): Promise<DiscoverFilters> => {
      const viewer = await app.requireProfile(request)
      return getFilters(app.db, viewer.id)
    },
  )

  api.put(
    '/api/discover/filters',
    { schema: { body: discoverFiltersSchema, response: { 200: discoverFiltersSchema } } },
    async (request): Promise<DiscoverFilters> => {
      const viewer = await app.requireProfile(request)
      // Faith filters are beliefs too: they need the same consent as the answers (decision 410).
      if (
        Object.keys(request.body.faith ?? {}).length > 0 &&
        (await readFaith(app.db, viewer.id)).consentAt === null
      )
        throw new AppError('VALIDATION_FAILED', 'Faith filters need your consent first', [
          { path: 'faith', message: 'Faith filters need your consent first' },
        ])
      // Discover shows the other sex only: a filter on covering (asked of women) from a woman, or on
      // beard (asked of men) from a man, could only ever empty the feed, so it is not kept.
      const shownSex = viewer.sex === 'male' ? 'female' : 'male'
      const faith = Object.fromEntries(
        Object.entries(request.body.faith ?? {}).filter(([field]) =>
          faithFieldAppliesTo(field as FaithField, shownSex),
        ),
      )
      await saveFilters(app.db, viewer.id, { ...request.body, faith }, app.clock.now())
      return getFilters(app.db, viewer.id)
    },
  )

  api.post(
    '/api/discover/undo',
    { schema: { body: undoPassInputSchema, response: { 200: undoPassResultSchema } } },
    async (request) => {
      const viewer = await app.requireProfile(request)
      const profile = await undoPass(app.db, viewer, request.body.profileId)
      const pictures = await pictureUrlsByProfile(app.db, viewer.id, [profile.id], app.mediaUrls.sign)
      const [favorite] = await app.db
        .select({ id: favoritedProfiles.favoritedId })
        .from(favoritedProfiles)
        .where(and(eq(favoritedProfiles.userId, viewer.id), eq(favoritedProfiles.favoritedId, profile.id)))
      const [liked] = await app.db
        .select({ likedMe: likedViewer(viewer.id) })
        .from(profiles)
        .where(eq(profiles.id, profile.id))
      const [mine, myFilters, theirs, theirFilters] = await Promise.all([
        readFaith(app.db, viewer.id),
        getFilters(app.db, viewer.id),
        faithByProfile(app.db, [profile.id]),
        getFilters(app.db, profile.id),
      ])
      const their = theirs.get(profile.id)
      const fit = faithFit(
        { answers: mine.answers, filters: myFilters.faith ?? {} },
        { answers: their?.answers ?? {}, filters: theirFilters.faith ?? {} },
      )
      return {
        status: 'undone' as const,
        profile: {
          ...toPublicProfile(profile, pictures.get(profile.id), app.clock.now()),
          isFavorited: Boolean(favorite),
          likedMe: Boolean(liked?.likedMe),
          ...faithOnCard(mine, their, fit ?? { mutualMusts: false, sharedWishes: 0 }),
        },
      }
    },
  )

  api.post(
    '/api/discover/start-over',
    { schema: { response: { 200: startOverResultSchema } } },
    async (request) => {
      const viewer = await app.requireProfile(request)
      return { restored: await startOver(app.db, viewer.id) }
    },
  )
}

type Faith = { answers: FaithAnswers; shown: FaithField[] }

/**
 * What a card says about faith: only the answers its member shows, what both show and share, and
 * why it is here. Hidden answers are used in the SQL and stop here (decision 410).
 */
function faithOnCard(mine: Faith, theirs: Faith | undefined, why: FaithFit) {
  if (!theirs) return { faith: {}, shared: [], why }
  return { faith: shownFaithAnswers(theirs.answers, theirs.shown), shared: sharedFaith(mine, theirs), why }
}

/**
 * One page of the feed as the database answers it, with who can make it stale: the viewer and
 * every profile read (decision 600).
 */
async function readPage(app: FastifyInstance, request: FastifyRequest, cursorText: string | undefined) {
  const viewer = await app.requireProfile(request)
  const cursor = cursorText ? decodeCursor(cursorText) : undefined
  const today = app.clock.now()
  const { filters, run, faith: mine } = await readFeedSettings(app.db, viewer.id)
  // One row more than a page tells whether another page exists.
  const rows = await feedPage(app.db, app.fitCopy, {
    viewer,
    filters,
    today,
    cursor,
    limit: DISCOVER_PAGE_SIZE + 1,
    run,
    faithAnswers: mine.answers,
  })
  const page = rows.slice(0, DISCOVER_PAGE_SIZE)
  const isLast = rows.length <= DISCOVER_PAGE_SIZE
  const waiting = isLast
    ? await passedWaiting(app.db, { viewer, filters, today, faithAnswers: mine.answers })
    : undefined
  const last = page.at(-1)
  const body: DiscoverPage = {
    profiles: page.map((r) => ({
      ...toPublicProfile(r.profile, linksFromCardPictures(r.pictures, viewer.id, app.mediaUrls.sign), today),
      isFavorited: r.isFavorited,
      likedMe: r.likedMe,
      ...faithOnCard(mine, r.faith ?? undefined, {
        mutualMusts: Number(r.mutualMusts) === 1,
        sharedWishes: Number(r.sharedWishes),
      }),
    })),
    nextCursor:
      rows.length > DISCOVER_PAGE_SIZE && last
        ? encodeCursor({
            createdAt: last.cursorAt,
            id: last.profile.id,
            ...(last.fitOrdered ? { fit: [Number(last.mutualMusts), Number(last.sharedWishes)] } : {}),
          })
        : null,
    ...(waiting === undefined ? {} : { passedWaiting: waiting }),
  }
  return {
    page: body,
    profileIds: [viewer.id, ...rows.map((r) => r.profile.id)],
    activityDueAt: viewer.lastActiveAt.getTime() + ACTIVITY_WRITE_EVERY_MS,
  }
}
