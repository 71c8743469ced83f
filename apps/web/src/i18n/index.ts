export { formatDate, formatNumber, formatSigned } from './format'
export { Isolated, isolate, isolateText } from './isolate'
export {
  changeLocale,
  currentLocale,
  currentTranslator,
  loadTexts,
  preferredLocale,
  prepareLocale,
} from './locale-store'
export { useLocale, useT } from './use-t'
