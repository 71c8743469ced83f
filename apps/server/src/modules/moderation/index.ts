import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { offSite } from '../auth'
import { moderationRoutes } from './moderation.routes'
import { createModerationService, type ModerationService } from './moderation.service'
import { verificationRoutes } from './verification.routes'
import { createVerificationService } from './verification.service'

export type { ModerationService } from './moderation.service'

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports, actions, appeals and the sign-in answer of a suspended or banned member. */
    moderation: ModerationService
  }
}

/**
 * The moderation console (moderators only), the reporter's view of their reports, appeals, and
 * the selfie verification behind the badge. Decision 220.
 */
export default fp(
  async function moderationModule(app: FastifyInstance) {
    app.decorate(
      'moderation',
      createModerationService({
        db: app.db,
        clock: app.clock,
        mailer: app.mailer,
        storage: app.storage,
        log: app.log,
        matches: app.matches,
        announcer: app.announcer,
        offSite: offSite((userId) => app.hub.sessionsEnded(userId)),
        secret: app.config.authSecret,
        moderatorEmails: app.config.moderatorEmails,
      }),
    )
    await app.register(moderationRoutes, { service: app.moderation })
    const verification = createVerificationService({
      db: app.db,
      clock: app.clock,
      storage: app.storage,
      log: app.log,
      moderation: app.moderation,
    })
    await app.register(verificationRoutes, { service: verification, moderation: app.moderation })
  },
  { name: 'moderation', dependencies: ['matches', 'notifications', 'profiles', 'auth'] },
)
export { moderationExport } from './moderation.export'
