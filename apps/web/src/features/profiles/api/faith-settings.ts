import { EMPTY_FAITH_SETTINGS, type FaithInput, faithSettingsSchema } from '@mithaq/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { request } from '../../../lib/api-client'

export const faithSettingsQueryKey = ['profile', 'faith'] as const

/** The member's own faith and family answers and consent. */
export const getFaithSettings = () => request(faithSettingsSchema, '/profile/faith')

export const useFaithSettings = () => useQuery({ queryKey: faithSettingsQueryKey, queryFn: getFaithSettings })

export const saveFaithSettings = (input: FaithInput) =>
  request(faithSettingsSchema, '/profile/faith', { method: 'PUT', body: input })

/** Saves the answers with the consent; what comes back is what the server kept. */
export function useSaveFaithSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveFaithSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(faithSettingsQueryKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['profile', 'own'] })
    },
  })
}

/** Withdraws the consent: the server deletes every answer. */
export function useWithdrawFaithConsent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => request(z.unknown(), '/profile/faith/consent', { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData(faithSettingsQueryKey, EMPTY_FAITH_SETTINGS)
      void queryClient.invalidateQueries({ queryKey: ['profile', 'own'] })
      // The server removes the faith filters with the consent: Discover reloads its filters and feed.
      void queryClient.invalidateQueries({ queryKey: ['discover'] })
    },
  })
}
