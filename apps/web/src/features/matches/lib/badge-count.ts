import { UNREAD_BADGE_CAP } from '@mithaq/domain'
import { formatNumber } from '../../../i18n'

/** The badge: the count, or '99+' above 99, in the language's digits. */
export const badgeCount = (count: number) =>
  count > UNREAD_BADGE_CAP ? `${formatNumber(UNREAD_BADGE_CAP)}+` : formatNumber(count)
