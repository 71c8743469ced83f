import { paymentResultSchema } from '@mithaq/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { matchKeys } from './match-keys'

export const payMatch = (matchId: string, express: boolean) =>
  request(paymentResultSchema, `/matches/${encodeURIComponent(matchId)}/pay`, {
    method: 'POST',
    body: { express },
  })

/** Standard (3 tokens) or express (6 tokens) payment toward unlocking the chat. */
export function usePayMatch(matchId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (express: boolean) => payMatch(matchId, express),
    onSuccess: (result) => {
      queryClient.setQueryData(matchKeys.detail(matchId), result.match)
      void queryClient.invalidateQueries({ queryKey: matchKeys.list })
    },
  })
}
