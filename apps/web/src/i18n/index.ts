export {
  calendarDaysBetween,
  formatBadgeCount,
  formatPreview,
  formatRelativeTime,
  localDayKey,
} from './display-format'
export { formatDate, formatList, formatNumber } from './format'
export {
  changeLocale,
  currentLocale,
  currentTranslator,
  loadTexts,
  preferredLocale,
  prepareLocale,
  t,
} from './locale-store'
export { useLocale, useT } from './use-t'
