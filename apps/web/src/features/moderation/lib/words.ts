import {
  MODERATION_ACTION_KEYS,
  type ModerationActionKind,
  REPORT_CATEGORIES,
  REPORT_CATEGORY_KEYS,
  REPORT_STATUS_KEYS,
  type ReportStatus,
  VERIFICATION_POSES,
} from '@mithaq/domain'
import type { TextKey, Translator } from '@mithaq/i18n'
import english from '@mithaq/i18n/namespaces/en/notices'
import { formatDate, t } from '../../../i18n'

type T = Translator<TextKey>

/** A moment of the moderation record, in the current language. */
export const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })
/** A day, for the member's own reports. */
export const day = (iso: string) => formatDate(iso, { dateStyle: 'medium' })

/** What a moderator did, as the record and the decision menu name it. */
export const actionLabel = (t: T, kind: ModerationActionKind) => t(MODERATION_ACTION_KEYS[kind])

/** How far a member's report got: Received, Reviewed, Action taken. */
export const statusLabel = (status: ReportStatus) => t(REPORT_STATUS_KEYS[status])

/**
 * A report's category in the current language, from its id ('scam') or the server's English
 * label ('Scam or money request'); anything this version does not know is shown as it came.
 */
export function categoryLabel(category: string): string {
  const id = REPORT_CATEGORIES.find((c) => c === category || english[REPORT_CATEGORY_KEYS[c]] === category)
  return id ? t(REPORT_CATEGORY_KEYS[id]) : category
}

/** The pose the server picked (one of VERIFICATION_POSES), in the current language. */
export function poseText(t: T, pose: string): string {
  const index = (VERIFICATION_POSES as readonly string[]).indexOf(pose)
  return index < 0 ? pose : t(`moderation.pose.${index}` as TextKey)
}

/**
 * The sex of the member a moderation text names. The moderation contracts do not carry it yet,
 * so these texts take their `other` form in languages whose words agree with it (decision 300).
 */
export const MEMBER_SEX_UNKNOWN = null
