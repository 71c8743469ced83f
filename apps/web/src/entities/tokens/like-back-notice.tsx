import { type Sex, TOKEN_RULES, type Wallet } from '@mithaq/domain'
import { Heart } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../components/ui/cn'
import { useT } from '../../i18n'
import { isolate } from '../../i18n/isolate'
import { BuyTokensAction } from './buy-tokens'
import { nextTopUpText } from './next-top-up'
import { tokensText } from './token-prices'

/**
 * Said before a like-back (Discover and a Liked Me profile): this person liked me, so my like
 * makes a match whose chat needs my tokens. Below that price it is a warning with my balance and
 * the next weekly top-up (decision 180). On Discover it lies over the bottom of the pictures, so
 * it does not push Pass and Like off a phone's first screen.
 */
export function LikeBackNotice({
  name,
  sex,
  wallet,
  className,
}: {
  name: string
  /** Their sex: the words about them agree with it in Arabic, Urdu and French (decision 300). */
  sex: Sex
  wallet: Wallet | undefined
  className?: string
}) {
  const t = useT()
  const short = wallet !== undefined && wallet.balance < TOKEN_RULES.unlockStandard
  return (
    <div
      className={cn(
        'flex gap-2 rounded-2xl px-3 py-2 text-start text-sm text-ink',
        short ? 'bg-destructive-soft' : 'bg-primary-soft',
        className,
      )}
    >
      <Heart aria-hidden size={16} className="mt-0.5 shrink-0 fill-current text-primary" />
      <div>
        <p>
          {t.rich<ReactNode>('tokens.likeBack', isolate(name), {
            name,
            sex,
            tokens: tokensText(t, TOKEN_RULES.unlockStandard),
          })}
        </p>
        {short && (
          <p className="mt-1 font-medium">
            {wallet.balance < 0
              ? t('notices.balanceBelowZero')
              : t('tokens.youHave', { balance: tokensText(t, wallet.balance) })}{' '}
            {nextTopUpText(wallet.nextTopUp, new Date(), t)}
          </p>
        )}
        <BuyTokensAction enabled={short} />
      </div>
    </div>
  )
}
