import { type Wallet, walletSchema } from '@mithaq/domain'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { request } from '../../lib/api-client'
import { useServerEvents } from '../../lib/socket-client'

export const walletQueryKey = ['wallet'] as const

export const getWallet = () => request(walletSchema, '/wallet')

export const walletQueryOptions = queryOptions({ queryKey: walletQueryKey, queryFn: getWallet })

/** The balance and the last transactions. */
export const useWallet = () => useQuery(walletQueryOptions)

/**
 * Keeps the wallet current, mounted once for the signed-in area: 'wallet.updated' carries the new
 * balance at once; the transactions behind it are fetched again by app/live-refresh.ts.
 */
export function useLiveWallet() {
  const queryClient = useQueryClient()
  useServerEvents((event) => {
    if (event.type !== 'wallet.updated') return
    queryClient.setQueryData<Wallet>(walletQueryKey, (wallet) =>
      wallet ? { ...wallet, balance: event.balance } : wallet,
    )
  })
}
