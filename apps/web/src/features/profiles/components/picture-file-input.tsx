import { PICTURE_TYPES } from '@mithaq/domain'
import { ImagePlus } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../../../components/ui/cn'
import { useT } from '../../../i18n'

/**
 * The file picker, shown as a large button: several files at once, only the four image types.
 * The real input stays in the page (visually hidden) so keyboards and screen readers reach it.
 */
export function PictureFileInput({
  onFiles,
  disabled = false,
  label,
  hint,
  compact = false,
  describedBy,
}: {
  onFiles: (files: File[]) => void
  disabled?: boolean
  label?: string
  hint?: string
  compact?: boolean
  /** The id of a warning outside the button that the picker should also announce. */
  describedBy?: string
}) {
  const t = useT()
  const hintId = useId()
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-primary/35 bg-primary-soft/40 text-center text-primary transition-colors hover:border-primary/60 hover:bg-primary-soft has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-ink',
        compact ? 'aspect-square p-3' : 'px-4 py-8',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <ImagePlus aria-hidden size={compact ? 24 : 32} />
      <span className="font-medium">{label ?? t('profile.addPictures')}</span>
      {hint && (
        <span id={hintId} className="text-xs text-muted">
          {hint}
        </span>
      )}
      <input
        type="file"
        multiple
        accept={PICTURE_TYPES.join(',')}
        disabled={disabled}
        aria-describedby={[hint ? hintId : undefined, describedBy].filter(Boolean).join(' ') || undefined}
        className="sr-only"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? [])
          // Cleared at once, so choosing the same file again still fires a change.
          e.target.value = ''
          if (files.length > 0) onFiles(files)
        }}
      />
    </label>
  )
}
