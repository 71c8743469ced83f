import { Coins } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { tokensText } from '../../../entities/tokens/token-prices'
import { useWallet } from '../../../entities/wallet/wallet'
import { useT } from '../../../i18n'

const pill =
  'inline-flex items-center gap-1.5 rounded-full bg-gold/35 px-3 py-1 text-sm font-semibold text-gold-ink'

function BalanceText() {
  const t = useT()
  const { data, isPending, isError } = useWallet()
  return <>{isPending ? '…' : isError || !data ? '—' : tokensText(t, data.balance)}</>
}

/** My balance as a small gold pill ("7 tokens"), live. */
export function TokenBalance() {
  return (
    <span className={pill}>
      <Coins aria-hidden size={16} />
      <span aria-live="polite">
        <BalanceText />
      </span>
    </span>
  )
}

/** The balance in the app's top bar and rail: always in sight, and the way to the wallet. */
export function BalanceLink() {
  const t = useT()
  return (
    <Link
      to={`${paths.app.account}#wallet`}
      className={`${pill} min-h-9 hover:bg-gold/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`}
    >
      <Coins aria-hidden size={16} />
      <span className="sr-only">{t('tokens.balance.label')}</span>
      <BalanceText />
    </Link>
  )
}
