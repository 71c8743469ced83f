import { LOCALES } from '@mithaq/i18n'
import { z } from 'zod'

/**
 * Account management (docs/product.md § 11): deactivation hides the
 * profile until the user signs in again; deletion erases the user's rows, messages and pictures.
 * Both end the user's active matches (no fee, refunds as for a block) and every session.
 *
 * POST /api/account/deactivate → 200 { status: 'deactivated' }
 * DELETE /api/account          → 200 { status: 'deleted' }
 */
export const accountResultSchema = z.object({ status: z.enum(['deactivated', 'deleted']) })
export type AccountResult = z.infer<typeof accountResultSchema>

/**
 * The account's language (decision 281): mails and pushes go out in it, and a device the member
 * signs in on switches to it.
 *
 * PUT /api/account/locale { locale } → 200 { locale }; a language outside LOCALES is a 400.
 */
export const accountLocaleSchema = z.object({ locale: z.enum(LOCALES) })
export type AccountLocale = z.infer<typeof accountLocaleSchema>
