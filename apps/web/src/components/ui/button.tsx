import type { ButtonHTMLAttributes } from 'react'
import { cn } from './cn'

const VARIANTS = {
  primary: 'bg-primary text-white hover:bg-primary-hover shadow-sm',
  secondary: 'border border-primary/30 bg-white text-primary hover:bg-primary-soft',
  ghost: 'text-primary hover:bg-primary-soft',
  destructive: 'bg-destructive text-white hover:bg-destructive/90',
  link: 'text-primary underline underline-offset-4 hover:text-primary-hover px-0 h-auto',
} as const

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-12 px-7 text-base',
  icon: 'h-11 w-11',
} as const

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS
  size?: keyof typeof SIZES
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  )
}

/** The same look for a react-router Link or an anchor. */
export const buttonClasses = (variant: keyof typeof VARIANTS = 'primary', size: keyof typeof SIZES = 'md') =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors',
    VARIANTS[variant],
    SIZES[size],
  )
