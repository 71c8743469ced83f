import type { ExportPart } from './lib/export-part'
import { authExport } from './modules/auth'
import { discoverExport } from './modules/discover'
import { guardiansExport } from './modules/guardians'
import { matchesExport } from './modules/matches'
import { moderationExport } from './modules/moderation'
import { notificationsExport } from './modules/notifications'
import { paymentsExport } from './modules/payments'
import { profilesExport } from './modules/profiles'
import { pushExport } from './modules/push'
import { socialExport } from './modules/social'
import { tokensExport } from './modules/tokens'

/**
 * The parts of "Your data", in the order mithaq-data.json shows them: each module that owns
 * tables gives its own (decision 440). app.ts hands this list to the export module; the export's
 * coverage test fails for a table no part gives and no reason leaves out.
 */
export const EXPORT_PARTS: readonly ExportPart[] = [
  authExport,
  profilesExport,
  moderationExport,
  discoverExport,
  socialExport,
  matchesExport,
  guardiansExport,
  tokensExport,
  paymentsExport,
  notificationsExport,
  pushExport,
]
