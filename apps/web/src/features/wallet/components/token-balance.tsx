import { tokensLabel } from '@mithaq/domain'
import { Coins } from 'lucide-react'
import { useWallet } from '../api/get-wallet'

/** My balance as a small gold pill ("7 tokens"), live. */
export function TokenBalance() {
  const { data, isPending, isError } = useWallet()
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-gold/35 px-3 py-1 text-sm font-semibold text-gold-ink">
      <Coins aria-hidden size={16} />
      <span aria-live="polite">{isPending ? '…' : isError || !data ? '—' : tokensLabel(data.balance)}</span>
    </span>
  )
}
