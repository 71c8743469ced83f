import {
  markNotificationsReadSchema,
  matchIdParamsSchema,
  notificationPageQuerySchema,
  payMatchSchema,
  sendMessageSchema,
} from '@mithaq/domain'
import { describeFuzzedRoutes } from './fuzz-fixtures'

describeFuzzedRoutes('fuzzing the match, chat and notification routes', (world) => {
  const params = matchIdParamsSchema
  const valid = () => ({ id: world().matchId })
  return [
    { method: 'GET', path: '/api/matches' },
    { method: 'GET', path: '/api/matches/unmatched' },
    { method: 'GET', path: '/api/matches/:id', params, valid },
    {
      method: 'POST',
      path: '/api/matches/:id/pay',
      params,
      body: payMatchSchema,
      valid: () => ({ ...valid(), body: { express: false } }),
    },
    { method: 'GET', path: '/api/matches/:id/messages', params, valid },
    {
      method: 'POST',
      path: '/api/matches/:id/messages',
      params,
      body: sendMessageSchema,
      valid: () => ({
        ...valid(),
        body: { content: 'Salam, how are you?', clientId: '0190a0b0-0000-7000-8000-000000000001' },
      }),
    },
    { method: 'POST', path: '/api/matches/:id/read', params, valid },
    { method: 'GET', path: '/api/unread-count' },
    { method: 'GET', path: '/api/notifications', query: notificationPageQuerySchema, valid: { query: {} } },
    {
      method: 'POST',
      path: '/api/notifications/read',
      body: markNotificationsReadSchema,
      valid: { body: {} },
    },
  ]
})
