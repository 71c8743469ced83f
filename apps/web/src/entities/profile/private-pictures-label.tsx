import type { Sex } from '@mithaq/domain'
import { EyeOff } from 'lucide-react'
import { cn } from '../../components/ui/cn'
import { currentTranslator } from '../../i18n'

/**
 * What a viewer is told about blurred pictures (decision 260): the member keeps them private and
 * may reveal them in a match. Without the member's sex (a tile), the short form.
 */
export const privatePicturesText = (sex?: Sex) => {
  const t = currentTranslator()
  return sex ? t('profile.private.labelWho', { sex }) : t('profile.private.label')
}

/** A calm pill laid over blurred pictures. */
export function PrivatePicturesLabel({
  sex,
  compact,
  className,
}: {
  sex?: Sex
  /** A tile's size: smaller text. */
  compact?: boolean
  className?: string
}) {
  // A span, so it may sit inside a tile's button or link.
  return (
    <span
      className={cn(
        'inline-flex max-w-[85%] items-center gap-1.5 rounded-2xl bg-white/90 font-medium text-ink shadow',
        compact ? 'px-2 py-0.5 text-xs' : 'px-3 py-1.5 text-sm',
        className,
      )}
    >
      <EyeOff aria-hidden size={compact ? 13 : 16} className="shrink-0" />
      <span>{privatePicturesText(sex)}</span>
    </span>
  )
}
