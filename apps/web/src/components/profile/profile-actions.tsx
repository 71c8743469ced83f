import { Ban, Flag, Heart, Star, X } from 'lucide-react'
import { type ButtonHTMLAttributes, forwardRef } from 'react'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'

export interface SecondaryActionsProps {
  name: string
  isFavorited: boolean
  favoriteBusy?: boolean
  onToggleFavorite: () => void
  onReport: () => void
  onBlock: () => void
}

/** Favorite/Favorited, Report and Block: the quieter actions under a profile's name. */
export function SecondaryActions({
  name,
  isFavorited,
  favoriteBusy,
  onToggleFavorite,
  onReport,
  onBlock,
}: SecondaryActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={isFavorited}
        disabled={favoriteBusy}
        onClick={onToggleFavorite}
        className={cn(isFavorited && 'border-gold-ink/40 bg-gold/25 text-gold-ink hover:bg-gold/40')}
      >
        <Star aria-hidden size={16} className={cn(isFavorited && 'fill-current')} />
        {isFavorited ? 'Favorited' : 'Favorite'}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onReport}
        aria-label={`Report ${name}`}
        className="text-muted"
      >
        <Flag aria-hidden size={16} /> Report
      </Button>
      <Button variant="ghost" size="sm" onClick={onBlock} aria-label={`Block ${name}`} className="text-muted">
        <Ban aria-hidden size={16} /> Block
      </Button>
    </div>
  )
}

type RoundProps = ButtonHTMLAttributes<HTMLButtonElement> & { kind: 'like' | 'pass' }

/**
 * The big round Pass (X) and Like (heart) buttons. `aria-disabled` rather than `disabled` while
 * locked, so a keyboard user's focus stays on the button between two cards.
 */
export const DecisionButton = forwardRef<HTMLButtonElement, RoundProps>(function DecisionButton(
  { kind, className, onClick, ...props },
  ref,
) {
  const locked = props['aria-disabled'] === true || props['aria-disabled'] === 'true'
  return (
    <button
      ref={ref}
      type="button"
      onClick={(event) => {
        if (!locked) onClick?.(event)
      }}
      className={cn(
        'flex h-16 w-16 items-center justify-center rounded-full shadow-md transition-transform active:scale-95 motion-reduce:transition-none',
        kind === 'like'
          ? 'bg-primary text-white hover:bg-primary-hover'
          : 'border border-line bg-white text-destructive hover:bg-destructive-soft',
        locked && 'cursor-wait',
        className,
      )}
      {...props}
    >
      {kind === 'like' ? (
        <Heart aria-hidden size={28} className="fill-current" />
      ) : (
        <X aria-hidden size={30} strokeWidth={2.5} />
      )}
    </button>
  )
})
