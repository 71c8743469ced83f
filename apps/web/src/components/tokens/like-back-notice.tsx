import { TOKEN_RULES, tokensLabel, type Wallet } from '@mithaq/domain'
import { Heart } from 'lucide-react'
import { cn } from '../ui/cn'
import { nextTopUpText } from './next-top-up'

/**
 * Said before a like-back (Discover and a Liked Me profile): this person liked me, so my like
 * makes a match whose chat needs my tokens. Below that price it is a warning with my balance and
 * the next weekly top-up (decision 180). On Discover it lies over the bottom of the pictures, so
 * it does not push Pass and Like off a phone's first screen.
 */
export function LikeBackNotice({
  name,
  wallet,
  className,
}: {
  name: string
  wallet: Wallet | undefined
  className?: string
}) {
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
          {name} already likes you: liking back makes a match, and the chat then needs{' '}
          {tokensLabel(TOKEN_RULES.unlockStandard)} from you.
        </p>
        {short && (
          <p className="mt-1 font-medium">
            You have {tokensLabel(wallet.balance)}. {nextTopUpText(wallet.nextTopUp)}
          </p>
        )}
      </div>
    </div>
  )
}
