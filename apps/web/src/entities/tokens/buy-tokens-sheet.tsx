import { Dialog } from '../../components/ui/dialog'
import { useT } from '../../i18n'
import type { PackOffer } from '../../lib/payments'
import { PackList } from './pack-list'

/** The packs in a sheet, opened by 'Buy Tokens' beside a low balance (buy-tokens.tsx). */
export function BuyTokensSheet({
  offer,
  open,
  onOpenChange,
}: {
  offer: PackOffer
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('tokens.wallet.buy')}>
      <PackList offer={offer} />
    </Dialog>
  )
}
