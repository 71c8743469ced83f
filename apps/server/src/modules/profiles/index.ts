import type { FastifyInstance } from 'fastify'
import { mediaRoutes } from './media.routes'
import { picturesRoutes } from './pictures.routes'
import { profileRoutes } from './profile.routes'

/** The own profile, its pictures and the media files they are served from. */
export async function profilesModule(app: FastifyInstance) {
  await app.register(profileRoutes)
  await app.register(picturesRoutes)
  await app.register(mediaRoutes)
}
