import {
  englishTranslator,
  makeCreateProfileSchema,
  ownProfileSchema,
  updateProfileSchema,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { createProfile, getOwnProfile, updateProfile } from './profile.service'

const english = englishTranslator()

/**
 * The session user's own profile: create (sign-up step 4), read (account) and edit.
 * Bodies are parsed after the session check, so a signed-out request hears 401, not a list of
 * field errors.
 */
export async function profileRoutes(app: FastifyInstance) {
  const deps = { db: app.db, clock: app.clock, sign: app.mediaUrls.sign, secret: app.config.authSecret }
  // Built with the app's clock, so "at least 18" follows the same time as every other rule.
  const createProfileSchema = makeCreateProfileSchema(() => app.clock.now())
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post('/api/profile', { schema: { response: { 201: ownProfileSchema } } }, async (request, reply) => {
    const user = await app.requireUser(request).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
        throw new AppError('UNAUTHENTICATED', english('notices.signInToCreateProfile'))
      }
      throw error
    })
    const input = createProfileSchema.parse(request.body ?? {})
    const created = await createProfile(deps, user.id, input)
    app.announcer.announce({ facts: [{ type: 'profile.created', profileId: created.id }] })
    return reply.status(201).send(created)
  })

  routes.get('/api/profile', { schema: { response: { 200: ownProfileSchema } } }, async (request) =>
    getOwnProfile(deps, await app.requireProfile(request)),
  )

  routes.patch('/api/profile', { schema: { response: { 200: ownProfileSchema } } }, async (request) => {
    const row = await app.requireProfile(request)
    return updateProfile(deps, row, updateProfileSchema.parse(request.body ?? {}))
  })
}
