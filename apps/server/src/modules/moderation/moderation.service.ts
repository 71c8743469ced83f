import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { Mailer } from '../../lib/mailer'
import type { Storage } from '../../lib/storage'
import { withDeps } from '../../lib/use-case'
import { isModerator, type OffSite } from '../auth'
import type { MatchService } from '../matches'
import type { Announcer } from '../notifications'
import { actOnReport } from './act-on-report'
import { answerAppeal } from './answer-appeal'
import { appeal } from './appeal'
import { appealQueue } from './appeal-queue'
import { isBannedEmail } from './banned-email'
import { decisionLog } from './decision-log'
import { myReports } from './my-reports'
import { pictureFile } from './picture-file'
import { recordAction } from './record-action'
import { reportQueue } from './report-queue'
import { restrictedSignIn } from './restricted-sign-in'

export { moderationPictureUrl, toModerationProfile, withSignedPictures } from './moderation-profile'

export interface ModerationDeps {
  db: Db
  clock: Clock
  mailer: Mailer
  storage: Storage
  log: FastifyBaseLogger
  matches: MatchService
  /** Announces what a transaction committed, after the commit (app.announcer). */
  announcer: Announcer
  /** Takes a member off the site: their sessions, sockets and pushes (auth's, written once). */
  offSite: OffSite
  secret: string
  /** Moderators by configuration (MODERATOR_EMAILS), lower-cased. */
  moderatorEmails?: string[]
}

/**
 * The moderation console's rules: the queue of open reports, the five actions on a report, the
 * appeals of suspended and banned members, and the record of every decision
 * (`moderation_actions`). Suspensions and bans use better-auth's admin columns on `users`
 * (`banned`, `ban_reason`, `ban_expires`), which its sign-in already refuses.
 *
 * Each use case is its own file taking the dependencies it names (decision 510); this only
 * hands them in, so callers keep one object.
 */
export function createModerationService(given: ModerationDeps) {
  const deps = { ...given, moderatorEmails: given.moderatorEmails ?? [] }
  return {
    isModerator: (userId: string): Promise<boolean> => isModerator(deps.db, userId, deps.moderatorEmails),
    reportQueue: withDeps(deps, reportQueue),
    actOnReport: withDeps(deps, actOnReport),
    /** The latest decisions, newest first. */
    log: withDeps(deps, decisionLog),
    myReports: withDeps(deps, myReports),
    restrictedSignIn: withDeps(deps, restrictedSignIn),
    isBannedEmail: withDeps(deps, isBannedEmail),
    appeal: withDeps(deps, appeal),
    appealQueue: withDeps(deps, appealQueue),
    answerAppeal: withDeps(deps, answerAppeal),
    pictureFile: withDeps(deps, pictureFile),
    /** Writes one decision inside the caller's transaction (verification's too). */
    record: withDeps(deps, recordAction),
  }
}

export type ModerationService = ReturnType<typeof createModerationService>
