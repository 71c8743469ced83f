import { Suspense, useState } from 'react'
import { Button } from '../../components/ui/button'
import { cn } from '../../components/ui/cn'
import { useT } from '../../i18n'
import { lazyWithTexts } from '../../lib/lazy-with-texts'
import { usePaymentPacks } from '../../lib/payments'

const BuyTokensSheet = lazyWithTexts(() => import('./buy-tokens-sheet'), 'BuyTokensSheet', ['payments'])

/**
 * 'Buy Tokens' beside a balance too low to pay (the payment card, a rematch, a like-back): opens
 * the packs in a sheet, whose code and texts come only then. Shown only when the web can pay: with
 * no payment configuration, these places say what they said before (the weekly top-up).
 */
export function BuyTokensAction({ enabled = true, className }: { enabled?: boolean; className?: string }) {
  const t = useT()
  const packs = usePaymentPacks(enabled)
  const [open, setOpen] = useState(false)
  if (!enabled || !packs.data?.web) return null
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
          <BuyTokensSheet packs={packs.data.packs} open onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
