import { messageSchema, type SendMessageInput } from '@mithaq/domain'
import { request } from '../../../lib/api-client'

/** Sends with the sender's clientId: a retry of the same send is stored once. */
export const sendMessage = (matchId: string, input: SendMessageInput) =>
  request(messageSchema, `/matches/${encodeURIComponent(matchId)}/messages`, {
    method: 'POST',
    body: input,
  })
