import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { request } from '../../../lib/api-client'
import { ownProfileQueryKey, useOwnProfile } from '../api/get-own-profile'

const answeredSchema = z.object({ faithOfferAnswered: z.literal(true) })

/**
 * Whether Discover still offers 'Faith and family'. The offer is made once per account: a member
 * who answers it or says 'Not now' is not asked again, on this device or another (decision 482).
 * The own profile, which Discover reads anyway, says whether it was answered; 'Not now' tells the
 * server and hides the offer at once, without waiting for the answer.
 */
export function useFaithOffer() {
  const queryClient = useQueryClient()
  const profile = useOwnProfile().data
  return {
    due: profile !== undefined && !profile.faithOfferAnswered,
    finish: () => {
      queryClient.setQueryData(ownProfileQueryKey, (old: typeof profile) =>
        old ? { ...old, faithOfferAnswered: true } : old,
      )
      void request(answeredSchema, '/profile/faith/offer-answered', { method: 'POST', body: {} }).catch(
        // Not remembered this time: the offer may come back once on the next visit, nothing worse.
        () => undefined,
      )
    },
  }
}
