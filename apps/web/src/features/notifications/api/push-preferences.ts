import { type PushPreferences, pushPreferencesSchema } from '@mithaq/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { notificationKeys } from './notification-keys'

export const getPushPreferences = () => request(pushPreferencesSchema, '/notifications/preferences')

export const updatePushPreferences = (preferences: PushPreferences) =>
  request(pushPreferencesSchema, '/notifications/preferences', { method: 'PUT', body: preferences })

export const usePushPreferences = () =>
  useQuery({ queryKey: notificationKeys.preferences, queryFn: getPushPreferences })

/** Saves the switches; the switch moves at once and moves back if the server refuses. */
export function useUpdatePushPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePushPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences })
      const previous = queryClient.getQueryData<PushPreferences>(notificationKeys.preferences)
      queryClient.setQueryData(notificationKeys.preferences, next)
      return { previous }
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.preferences, context.previous)
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  })
}
