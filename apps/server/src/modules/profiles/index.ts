import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { mediaRoutes } from './media.routes'
import { picturesRoutes } from './pictures.routes'
import { profileRoutes } from './profile.routes'

export { deleteFaith, faithByProfile, faithOfRow, readFaith, saveFaith } from './faith.repository'
export { faithVectorBackfillSql, markFaithOfferAnswered, writeFaithFilterVector } from './faith.writes'
export { processPicture } from './picture-pipeline'
export { pictureFiles, removeFiles } from './pictures.service'
export { type PictureLinks, type SignMediaUrl, toPublicProfile } from './profile.mapper'
export {
  type CardPictureFiles,
  cardPictureFiles,
  linksFromCardPictures,
  pictureUrlsByProfile,
} from './profile.repository'
export {
  insertProfile,
  type ProfileInsert,
  setDemoProfilesActive,
  setProfileActive,
  setProfileVerified,
} from './profile.writes'
export type { ProfileRow, Viewer } from './profile-view'
export {
  findBlockableProfile,
  findVisibleProfile,
  oppositeSex,
  visibleTo,
  visibleToViewerId,
} from './visibility'

/** The own profile, its pictures and the media files they are served from. */
export default fp(
  async function profilesModule(app: FastifyInstance) {
    await app.register(profileRoutes)
    await app.register(picturesRoutes)
    await app.register(mediaRoutes)
  },
  { name: 'profiles', dependencies: ['notifications'] },
)
export { profilesExport } from './profiles.export'
