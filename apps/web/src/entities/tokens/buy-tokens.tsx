import { Suspense, useState } from 'react'
import { Button } from '../../components/ui/button'
import { cn } from '../../components/ui/cn'
import { useT } from '../../i18n'
import { lazyWithTexts } from '../../lib/lazy-with-texts'
import { canBuy, usePaymentPacks } from '../../lib/payments'

const BuyTokensSheet = lazyWithTexts(() => import('./buy-tokens-sheet'), 'BuyTokensSheet', ['payments'])

/**
 * 'Buy Tokens' beside a balance too low to pay (the payment card, a rematch, a like-back): opens
 * the packs in a sheet, whose code and texts come only then. Shown only when the app can pay (the
 * web's payment page, or the store in the apps): with no payment configuration (or no store
 * billing in the apps), these places say what they said before (the weekly top-up).
 */
export function BuyTokensAction({ enabled = true, className }: { enabled?: boolean; className?: string }) {
  const t = useT()
  const packs = usePaymentPacks(enabled)
  const [open, setOpen] = useState(false)
  const offer = packs.data
  if (!enabled || !canBuy(offer)) return null
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={cn('mt-2', className)}
        aria-haspopup="dialog"
        aria-busy={open}
        onClick={() => setOpen(true)}
      >
        {t('tokens.wallet.buy')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BuyTokensSheet offer={offer} open onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
