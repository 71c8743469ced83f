import type { TextareaHTMLAttributes } from 'react'
import { cn } from './cn'

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      className={cn(
        'w-full rounded-xl border border-line bg-white px-4 py-3 text-base leading-relaxed text-ink placeholder:text-muted/80 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  )
}
