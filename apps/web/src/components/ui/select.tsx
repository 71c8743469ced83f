import { ChevronDown } from 'lucide-react'
import type { SelectHTMLAttributes } from 'react'
import { cn } from './cn'
import { inputClasses } from './field'

/** The native select in the look of our inputs: accessible and familiar on every phone. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select
        className={cn(
          inputClasses,
          'appearance-none pe-10 disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden
        size={18}
        className="pointer-events-none absolute end-3.5 top-1/2 -translate-y-1/2 text-muted"
      />
    </div>
  )
}
