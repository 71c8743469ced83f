import { useState } from 'react'
import { cn } from '../../components/ui/cn'
import { mediaSrc } from '../../lib/transport'

const SIZES = { sm: 'h-10 w-10 text-base', md: 'h-12 w-12 text-lg', lg: 'h-16 w-16 text-2xl' } as const

/** A round photo, or the first letter of the name when there is no photo or it fails to load. */
export function Avatar({
  name,
  picture,
  size = 'md',
  className,
}: {
  name: string
  picture?: string | null
  size?: keyof typeof SIZES
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const initial = name.trim().charAt(0).toUpperCase() || '?'
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-display text-primary',
        SIZES[size],
        className,
      )}
    >
      {picture && !failed ? (
        <img
          src={mediaSrc(picture)}
          alt=""
          className="h-full w-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <span aria-hidden>{initial}</span>
      )}
    </span>
  )
}
