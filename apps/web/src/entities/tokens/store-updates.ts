import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { purchasesQueryKey } from '../../lib/payments'
import { walletQueryKey } from '../wallet/wallet'

/** The store's module, loaded in the apps only (the web never needs it). */
export const storeModule = () => import('../../lib/store-purchases')

/** The balance, its ledger and the purchase history, read again after tokens came in. */
function refreshWallet(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: walletQueryKey })
  void queryClient.invalidateQueries({ queryKey: purchasesQueryKey })
}

export function useRefreshWallet() {
  const queryClient = useQueryClient()
  return () => refreshWallet(queryClient)
}

/**
 * In the apps, iOS hands over purchases finished outside the purchase sheet (Ask to Buy approved,
 * an app closed mid-purchase); once credited, the balance is read again. Started once per run:
 * by the signed-in shell (app-shell.tsx, which loads this module only in the apps) so that a
 * purchase approved while the app was closed is sent at the next start, and by the wallet's
 * purchase panel if it has not been (the first caller's refresh is kept).
 */
export function startStoreUpdates(queryClient: QueryClient) {
  void storeModule().then(({ listenForStoreUpdates }) =>
    listenForStoreUpdates(() => refreshWallet(queryClient)),
  )
}

/** `startStoreUpdates` from a screen, when `enabled` (the packs are sold through the store). */
export function useStoreUpdates(enabled: boolean) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (enabled) startStoreUpdates(queryClient)
  }, [enabled, queryClient])
}
