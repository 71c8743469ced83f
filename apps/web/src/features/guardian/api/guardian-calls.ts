import { conversationGuardiansSchema, guardianStateSchema } from '@mithaq/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'

const keys = {
  mine: ['guardian'] as const,
  conversation: (matchId: string) => ['guardian', 'conversation', matchId] as const,
}

/** My guardian, if I named one, and whether they confirmed. */
export const useGuardian = () =>
  useQuery({ queryKey: keys.mine, queryFn: () => request(guardianStateSchema, '/guardian') })

export function useSetGuardian() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (email: string | null) =>
      email === null
        ? request(guardianStateSchema, '/guardian', { method: 'DELETE' })
        : request(guardianStateSchema, '/guardian', { method: 'PUT', body: { email } }),
    onSuccess: (state) => {
      queryClient.setQueryData(keys.mine, state)
      // Consents are asked anew for a new guardian: every conversation's answer changes.
      void queryClient.invalidateQueries({ queryKey: ['guardian', 'conversation'] })
    },
  })
}

/** Who follows this conversation: my guardian, theirs, and how far each request went. */
export const useConversationGuardians = (matchId: string) =>
  useQuery({
    queryKey: keys.conversation(matchId),
    queryFn: () => request(conversationGuardiansSchema, `/matches/${encodeURIComponent(matchId)}/guardian`),
  })

type Step = { action: 'ask' } | { action: 'stop' } | { action: 'answer'; agree: boolean }

export function useGuardianStep(matchId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (step: Step) =>
      request(
        conversationGuardiansSchema,
        `/matches/${encodeURIComponent(matchId)}/guardian/${step.action}`,
        {
          method: 'POST',
          body: step.action === 'answer' ? { agree: step.agree } : {},
        },
      ),
    onSuccess: (state) => queryClient.setQueryData(keys.conversation(matchId), state),
  })
}
