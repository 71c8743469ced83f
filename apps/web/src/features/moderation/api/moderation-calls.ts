import {
  type AppealAnswerInput,
  appealQueueSchema,
  moderationLogSchema,
  moderationOkSchema,
  myReportsSchema,
  purchaseListSchema,
  purchaseSchema,
  type ReportActionInput,
  reportQueueSchema,
  type VerificationReviewInput,
  verificationQueueSchema,
  verificationStateSchema,
} from '@mithaq/domain'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'

const keys = {
  reports: ['moderation', 'reports'] as const,
  verifications: ['moderation', 'verifications'] as const,
  appeals: ['moderation', 'appeals'] as const,
  log: ['moderation', 'log'] as const,
  myReports: ['reports', 'mine'] as const,
  myVerification: ['verification'] as const,
}

export const reportQueueOptions = queryOptions({
  queryKey: keys.reports,
  queryFn: () => request(reportQueueSchema, '/moderation/reports'),
})
export const verificationQueueOptions = queryOptions({
  queryKey: keys.verifications,
  queryFn: () => request(verificationQueueSchema, '/moderation/verifications'),
})
export const appealQueueOptions = queryOptions({
  queryKey: keys.appeals,
  queryFn: () => request(appealQueueSchema, '/moderation/appeals'),
})
export const moderationLogOptions = queryOptions({
  queryKey: keys.log,
  queryFn: () => request(moderationLogSchema, '/moderation/actions'),
})

/**
 * Every console list may change after any decision: they are all read again. Not awaited: the
 * decided card leaves the list with the refetch, and the caller's own callbacks (its toast) must
 * run before it is gone.
 */
function useRefreshConsole() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['moderation'] })
  }
}

/** One member's purchases (the Purchases tab). */
export const memberPurchasesOptions = (memberId: string) =>
  queryOptions({
    queryKey: ['moderation', 'purchases', memberId] as const,
    queryFn: () =>
      request(purchaseListSchema, `/moderation/members/${encodeURIComponent(memberId)}/purchases`),
  })

/** Refunds a card purchase through Stripe; the server takes the tokens back. */
export function useRefundPurchase() {
  const refresh = useRefreshConsole()
  return useMutation({
    mutationFn: (purchaseId: string) =>
      request(purchaseSchema, `/moderation/purchases/${purchaseId}/refund`, { method: 'POST', body: {} }),
    onSettled: refresh,
  })
}

export function useReportAction() {
  const refresh = useRefreshConsole()
  return useMutation({
    mutationFn: ({ reportId, input }: { reportId: string; input: ReportActionInput }) =>
      request(moderationOkSchema, `/moderation/reports/${reportId}/actions`, { method: 'POST', body: input }),
    onSettled: refresh,
  })
}

export function useReviewVerification() {
  const refresh = useRefreshConsole()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: VerificationReviewInput }) =>
      request(moderationOkSchema, `/moderation/verifications/${id}/review`, { method: 'POST', body: input }),
    onSettled: refresh,
  })
}

export function useAnswerAppeal() {
  const refresh = useRefreshConsole()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AppealAnswerInput }) =>
      request(moderationOkSchema, `/moderation/appeals/${id}/answer`, { method: 'POST', body: input }),
    onSettled: refresh,
  })
}

/** The reports I made, with how far the moderators got. */
export const useMyReports = () =>
  useQuery({ queryKey: keys.myReports, queryFn: () => request(myReportsSchema, '/reports/mine') })

export const useMyVerification = () =>
  useQuery({
    queryKey: keys.myVerification,
    queryFn: () => request(verificationStateSchema, '/verification'),
  })

export function useStartVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => request(verificationStateSchema, '/verification/start', { method: 'POST', body: {} }),
    onSuccess: (state) => queryClient.setQueryData(keys.myVerification, state),
  })
}

export function useSubmitSelfie() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: Blob) => {
      const form = new FormData()
      form.append('selfie', file, 'selfie.jpg')
      return request(verificationStateSchema, '/verification/selfie', { method: 'POST', body: form })
    },
    onSuccess: (state) => queryClient.setQueryData(keys.myVerification, state),
  })
}
