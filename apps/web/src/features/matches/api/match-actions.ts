import { matchActionResultSchema, matchDetailSchema } from '@mithaq/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { matchKeys } from './match-keys'

type MatchAction = 'unmatch' | 'rematch' | 'remove-forever'

/** POST /api/matches/:id/unmatch | rematch | remove-forever: one shape of answer for the three. */
export const runMatchAction = (matchId: string, action: MatchAction) =>
  request(matchActionResultSchema, `/matches/${encodeURIComponent(matchId)}/${action}`, {
    method: 'POST',
    body: {},
  })

function useMatchAction(action: MatchAction) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (matchId: string) => runMatchAction(matchId, action),
    onSuccess: (result, matchId) => {
      if (result.match) queryClient.setQueryData(matchKeys.detail(matchId), result.match)
      else queryClient.removeQueries({ queryKey: matchKeys.detail(matchId) })
      void queryClient.invalidateQueries({ queryKey: matchKeys.list })
      void queryClient.invalidateQueries({ queryKey: matchKeys.unmatched })
      void queryClient.invalidateQueries({ queryKey: matchKeys.unreadCount })
    },
  })
}

/** Ends the match; the initiator pays the unmatch fee (1 token once unlocked, else 3). */
export const useUnmatch = () => useMatchAction('unmatch')
/** Matches again for 3 tokens; both pay again to unlock. */
export const useRematch = () => useMatchAction('rematch')
/** Hides an unmatched profile from my lists for good. */
export const useRemoveForever = () => useMatchAction('remove-forever')

/**
 * Shows my private pictures to the other person of this match, or blurs them again
 * (PUT / DELETE /api/matches/:id/pictures-revealed, decision 260). Answers the match.
 */
export const setPicturesRevealed = (matchId: string, revealed: boolean) =>
  request(matchDetailSchema, `/matches/${encodeURIComponent(matchId)}/pictures-revealed`, {
    method: revealed ? 'PUT' : 'DELETE',
    ...(revealed && { body: {} }),
  })

export function usePicturesRevealed(matchId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (revealed: boolean) => setPicturesRevealed(matchId, revealed),
    onSuccess: (match) => queryClient.setQueryData(matchKeys.detail(matchId), match),
  })
}
