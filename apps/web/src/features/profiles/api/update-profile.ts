import { ownProfileSchema, type UpdateProfileInput } from '@mithaq/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { ownProfileQueryKey } from './get-own-profile'

export const updateProfile = (input: UpdateProfileInput) =>
  request(ownProfileSchema, '/profile', { method: 'PATCH', body: input })

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileQueryKey, profile),
  })
}
