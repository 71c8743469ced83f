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
