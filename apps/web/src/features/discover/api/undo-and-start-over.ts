import { startOverResultSchema, undoPassResultSchema } from '@mithaq/domain'
import { request } from '../../../lib/api-client'

/** Takes back my last pass (the server checks it is my last decision and a pass). */
export const undoPass = (profileId: string) =>
  request(undoPassResultSchema, '/discover/undo', { method: 'POST', body: { profileId } })

/** Brings back everyone I passed; likes, blocks and reports stay out. */
export const startOverFeed = () =>
  request(startOverResultSchema, '/discover/start-over', { method: 'POST', body: {} })
