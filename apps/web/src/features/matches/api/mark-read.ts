import { markReadResultSchema } from '@mithaq/domain'
import { request } from '../../../lib/api-client'

/** Marks the other user's messages in this chat as read; answers how many changed. */
export const markRead = async (matchId: string) =>
  (
    await request(markReadResultSchema, `/matches/${encodeURIComponent(matchId)}/read`, {
      method: 'POST',
      body: {},
    })
  ).count
