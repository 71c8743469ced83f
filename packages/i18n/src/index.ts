export { loadCatalogue, type MessageKey } from './catalogues/load'
export { loadLegal } from './legal'
export * from './locales'
export * from './translator'
