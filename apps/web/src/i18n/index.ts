export { formatDate, formatNumber } from './format'
export {
  changeLocale,
  currentLocale,
  currentTranslator,
  loadTexts,
  preferredLocale,
  prepareLocale,
} from './locale-store'
export { useLocale, useT } from './use-t'
