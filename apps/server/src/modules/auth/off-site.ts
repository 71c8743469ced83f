import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema'

/**
 * Taking a member off the site, written once for deactivation, suspension and ban. Inside the
 * caller's transaction every session of theirs goes, and with each session its device's push
 * subscription (a subscription belongs to a session, decision 161). After the commit every
 * instance forgets the sessions it cached and closes the member's sockets.
 */
export interface OffSite {
  /** Ends every session of `userId` inside the caller's transaction. */
  endSessions(tx: Db, userId: string): Promise<void>
  /** After the commit: every instance forgets the member's sessions and closes their sockets. */
  sessionsEnded(userId: string): void
}

/** `sessionsEnded` is the hub's (app.hub.sessionsEnded), or nothing where no socket can be open. */
export function offSite(sessionsEnded: (userId: string) => void): OffSite {
  return {
    async endSessions(tx, userId) {
      await tx.delete(sessions).where(eq(sessions.userId, userId))
    },
    sessionsEnded,
  }
}
