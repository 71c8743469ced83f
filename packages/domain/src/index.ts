export * from './auth'
export * from './errors'
export * from './limits'
export * from './messages'
