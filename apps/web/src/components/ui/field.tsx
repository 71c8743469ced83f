import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { cn } from './cn'

export const inputClasses =
  'h-11 w-full rounded-xl border border-line bg-white px-4 text-base text-ink placeholder:text-muted/80 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-destructive'

export interface FieldProps {
  label: string
  error?: string
  hint?: ReactNode
  /** Renders the control; receives the ids that tie label, hint and error to it. */
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode
}

/** A label, a control, and its error, wired for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(inputClasses, className)} {...props} />
}
