import type { Sex } from '@mithaq/domain'
import { Ban, Flag, Heart, Star, X } from 'lucide-react'
import type { ButtonHTMLAttributes } from 'react'
import { Button } from '../../components/ui/button'
import { cn } from '../../components/ui/cn'
import { useT } from '../../i18n'

export interface SecondaryActionsProps {
  name: string
  /** Their sex: the words about them agree with it in Arabic, Urdu and French (decision 300). */
  sex: Sex
  isFavorited: boolean
  favoriteBusy?: boolean
  onToggleFavorite: () => void
  onReport: () => void
  onBlock: () => void
}

/** Favorite/Favorited, Report and Block: the quieter actions under a profile's name. */
export function SecondaryActions({
  name,
  sex,
  isFavorited,
  favoriteBusy,
  onToggleFavorite,
  onReport,
  onBlock,
}: SecondaryActionsProps) {
  const t = useT()
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={isFavorited}
        disabled={favoriteBusy}
        onClick={onToggleFavorite}
        className={cn(
          'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors disabled:opacity-60',
          isFavorited
            ? 'border-gold bg-gold/30 text-gold-ink hover:bg-gold/45'
            : 'border-primary/30 bg-white text-primary hover:bg-primary-soft',
        )}
      >
        <Star aria-hidden size={16} className={cn(isFavorited && 'fill-current')} />
        {isFavorited ? t('profile.favorited') : t('profile.favorite')}
      </button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onReport}
        aria-label={t('profile.reportName', { name, sex })}
        className="text-muted"
      >
        <Flag aria-hidden size={16} /> {t('profile.report')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onBlock}
        aria-label={t('profile.blockName', { name, sex })}
        className="text-muted"
      >
        <Ban aria-hidden size={16} /> {t('profile.block')}
      </Button>
    </div>
  )
}

type RoundProps = ButtonHTMLAttributes<HTMLButtonElement> & { kind: 'like' | 'pass' }

/**
 * The big round Pass (X) and Like (heart) buttons. `aria-disabled` rather than `disabled` while
 * locked, so a keyboard user's focus stays on the button between two cards.
 */
export function DecisionButton({ kind, className, onClick, ...props }: RoundProps) {
  const locked = props['aria-disabled'] === true || props['aria-disabled'] === 'true'
  return (
    <button
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
}
