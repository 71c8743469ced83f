import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { Mailer } from '../../lib/mailer'
import type { RateLimits } from '../../lib/rate-limit'
import { withDeps } from '../../lib/use-case'
import { confirm, wardOf } from './confirm-link'
import { answer, ask, stop } from './consent'
import { conversation, guardianState } from './guardian-state'
import { sendDueTranscripts } from './send-transcripts'
import { removeGuardian, setGuardian } from './set-guardian'

export interface GuardianServiceDeps {
  db: Db
  clock: Clock
  mailer: Mailer
  log: FastifyBaseLogger
  rateLimits: RateLimits
  /** Where the confirmation link points: the server's own public address. */
  publicUrl: string
}

/**
 * A guardian (wali) with consent (decision 233). Nothing reaches a guardian about a conversation
 * unless its other person agreed, and only messages written after they agreed. Each use case is
 * its own file taking the dependencies it names (decision 510); this only hands them in.
 */
export function createGuardianService(deps: GuardianServiceDeps) {
  return {
    state: withDeps(deps, guardianState),
    conversation: withDeps(deps, conversation),
    setGuardian: withDeps(deps, setGuardian),
    removeGuardian: withDeps(deps, removeGuardian),
    wardOf: withDeps(deps, wardOf),
    confirm: withDeps(deps, confirm),
    ask: withDeps(deps, ask),
    answer: withDeps(deps, answer),
    stop: withDeps(deps, stop),
    sendDueTranscripts: () => sendDueTranscripts(deps),
  }
}
export type GuardianService = ReturnType<typeof createGuardianService>
