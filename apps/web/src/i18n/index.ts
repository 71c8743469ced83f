export {
  calendarDaysBetween,
  formatBadgeCount,
  formatPreview,
  formatRelativeTime,
  localDayKey,
} from './display-format'
export { formatDate, formatList, formatNumber, formatSigned } from './format'
export { Isolated, isolate, isolateText } from './isolate'
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
