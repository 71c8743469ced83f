import type { Sex } from '@mithaq/domain'
import { directionOf } from '@mithaq/i18n'
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react'
import { type KeyboardEvent, useEffect, useState } from 'react'
import { cn } from '../../components/ui/cn'
import { formatNumber, useLocale, useT } from '../../i18n'
import { mediaSrc } from '../../lib/transport'
import { PrivatePicturesLabel } from './private-pictures-label'

export const PLACEHOLDER_PICTURE = '/placeholder-profile.svg'

type LoadState = 'loading' | 'loaded' | 'failed'

/** One picture at a time with its own loading, loaded and failed states; the placeholder when none. */
export function PictureCarousel({
  pictures,
  name,
  sex,
  blurred,
  className,
  onFailed,
}: {
  pictures: string[]
  name: string
  /** Their sex: the words about them agree with it in Arabic, Urdu and French (decision 300). */
  sex: Sex
  /** The pictures are blurred renditions (private, decision 260): labelled, and said in the alt text. */
  blurred?: { sex?: Sex }
  className?: string
  /**
   * A picture could not be loaded: its signed link may be out of date (the owner took back a
   * reveal, decision 260). The screen may fetch fresh links; new `pictures` load again.
   */
  onFailed?: () => void
}) {
  const t = useT()
  const rtl = directionOf(useLocale()) === 'rtl'
  const [index, setIndex] = useState(0)
  const sources = pictures.length > 0 ? pictures : [PLACEHOLDER_PICTURE]
  const current = Math.min(index, sources.length - 1)
  const [state, setState] = useState<LoadState>('loading')
  const src = mediaSrc(sources[current] as string)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new picture starts loading again
  useEffect(() => setState('loading'), [src])

  const step = (delta: number) => setIndex((i) => (i + delta + sources.length) % sources.length)
  const many = sources.length > 1

  // With the focus on Previous or Next, the arrow keys step too: the arrow pointing at Next (right,
  // or left in a right-to-left language) goes forward. Other keys, and the deck's, are untouched.
  function handleKey(event: KeyboardEvent<HTMLDivElement>) {
    if (!many || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    event.stopPropagation()
    step((event.key === 'ArrowRight') !== rtl ? 1 : -1)
  }

  return (
    <div className={cn('relative aspect-[4/5] w-full overflow-hidden bg-sand', className)}>
      {state === 'loading' && <div aria-hidden className="absolute inset-0 animate-pulse bg-sand" />}
      {state === 'failed' ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted">
          <ImageOff aria-hidden size={32} />
          <span>{t('notices.imageUnavailable')}</span>
        </div>
      ) : (
        <img
          key={src}
          src={src}
          alt={
            pictures.length > 0
              ? t(blurred ? 'profile.pictureOfBlurred' : 'profile.pictureOf', {
                  name,
                  sex,
                  index: formatNumber(current + 1),
                  count: formatNumber(sources.length),
                })
              : t('profile.noPicture', { name, sex })
          }
          onLoad={() => setState('loaded')}
          onError={() => {
            setState('failed')
            if (pictures.length > 0) onFailed?.()
          }}
          // Visible as it arrives (no fade from transparent): a picture already in the cache (the
          // first card's, preloaded by the page's boot script) is painted with the card, without
          // waiting for the load event to reach React.
          className="relative h-full w-full object-cover"
        />
      )}
      {blurred && pictures.length > 0 && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <PrivatePicturesLabel sex={blurred.sex} />
        </div>
      )}
      {many && (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys for the two buttons inside
        <div onKeyDown={handleKey} className="contents">
          <button
            type="button"
            aria-label={t('profile.previousPicture')}
            onClick={() => step(-1)}
            className="absolute start-2 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-ink shadow hover:bg-white"
          >
            <ChevronLeft aria-hidden size={20} className="rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            aria-label={t('profile.nextPicture')}
            onClick={() => step(1)}
            className="absolute end-2 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-ink shadow hover:bg-white"
          >
            <ChevronRight aria-hidden size={20} className="rtl:-scale-x-100" />
          </button>
          {/* A soft shade behind the dots and a dark rim on each keep them visible on light photos. */}
          <div
            className="absolute inset-x-0 top-0 flex justify-center gap-1.5 bg-gradient-to-b from-black/35 to-transparent pt-2 pb-5"
            aria-hidden
          >
            {sources.map((s, i) => (
              <span
                key={s}
                className={cn(
                  'h-1.5 w-6 rounded-full shadow-[0_0_0_1px_rgba(0,0,0,0.3)]',
                  i === current ? 'bg-white' : 'bg-white/55',
                )}
              />
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            {t('profile.pictureCounter', {
              index: formatNumber(current + 1),
              count: formatNumber(sources.length),
            })}
          </p>
        </div>
      )}
    </div>
  )
}
