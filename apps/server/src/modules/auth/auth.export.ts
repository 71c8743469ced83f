import { asc, eq } from 'drizzle-orm'
import { accounts, sessions, users } from '../../db/schema'
import { type ExportPart, iso } from '../../lib/export-part'

/**
 * The account, how the member signs in and where they are signed in. The password hash, session
 * tokens and provider tokens are secrets and stay out.
 */
export const authExport: ExportPart = {
  tables: {
    users: ['account', 'account.language'],
    accounts: ['account.signInMethods'],
    sessions: ['signedInSessions'],
  },
  async read({ db, userId }) {
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
    if (!user) return { data: {} }
    const methods = await db
      .select({
        providerId: accounts.providerId,
        createdAt: accounts.createdAt,
        updatedAt: accounts.updatedAt,
      })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(asc(accounts.createdAt))
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
    return {
      data: {
        account: {
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          /** The language of the app, the e-mails and the pushes (decision 281). */
          language: user.locale,
          createdAt: iso(user.createdAt),
          updatedAt: iso(user.updatedAt),
          signInMethods: methods.map((row) => ({
            method: row.providerId === 'credential' ? 'e-mail and password' : row.providerId,
            since: iso(row.createdAt),
            lastChangedAt: iso(row.updatedAt),
          })),
          termsVersion: user.termsVersion,
          termsAcceptedAt: iso(user.termsAcceptedAt),
        },
        signedInSessions: sessionRows.map((s) => ({
          startedAt: iso(s.createdAt),
          lastActiveAt: iso(s.updatedAt),
          expiresAt: iso(s.expiresAt),
          ipAddress: s.ipAddress,
          browser: s.userAgent,
        })),
      },
    }
  },
}
