import { SIGNUP_STEPS } from '@mithaq/domain'
import { Check, LogOut } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { Button } from '../../../../components/ui/button'
import { cn } from '../../../../components/ui/cn'
import { Logo } from '../../../../components/ui/logo'
import { formatNumber, useT } from '../../../../i18n'
import { STEPS, type StepNumber } from '../../utils/signup-steps'

/**
 * The frame of every step: logo and sign-out, the progress bar, then the step in a card.
 * Under 768 px (Tailwind's `md`, MOBILE_BREAKPOINT_PX) the card gives way to the full width and
 * the step's buttons stick to the bottom of the screen, within reach of a thumb.
 */
export function SignupLayout({
  step,
  title,
  description,
  onSignOut,
  children,
}: {
  step: StepNumber
  title: string
  description?: string
  onSignOut: () => void
  children: ReactNode
}) {
  const t = useT()
  const heading = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  // A new step is a new page for a screen reader: start reading at its title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    heading.current?.focus()
  }, [step])

  return (
    <div className="min-h-dvh bg-cream">
      <header className="border-b border-line bg-white/80">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-2.5 md:px-6">
          <Logo />
          <Button variant="ghost" size="sm" onClick={onSignOut}>
            <LogOut aria-hidden size={16} className="rtl:-scale-x-100" /> {t('signup.signOut')}
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl px-4 pb-32 pt-5 md:px-6 md:pb-16 md:pt-10">
        <SignupProgress step={step} />
        <div className="mt-6 md:rounded-3xl md:border md:border-line md:bg-white md:p-10 md:shadow-sm">
          <h1
            ref={heading}
            tabIndex={-1}
            className="font-display text-3xl text-ink focus:outline-none md:text-4xl"
          >
            {title}
          </h1>
          {description && <p className="mt-2 text-muted">{description}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  )
}

function SignupProgress({ step }: { step: StepNumber }) {
  const t = useT()
  const label = t('signup.stepOf', { step: formatNumber(step), total: formatNumber(SIGNUP_STEPS) })
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <p className="font-medium text-primary">{label}</p>
        <p className="text-muted md:hidden">{STEPS[step - 1]!.label}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t('signup.progress')}
        aria-valuemin={1}
        aria-valuemax={SIGNUP_STEPS}
        aria-valuenow={step}
        aria-valuetext={label}
        className="mt-2 h-2 overflow-hidden rounded-full bg-sand"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${(step / SIGNUP_STEPS) * 100}%` }}
        />
      </div>
      <ol className="mt-4 hidden grid-cols-4 gap-2 md:grid" aria-label={t('signup.steps')}>
        {STEPS.map((s) => (
          <li
            key={s.number}
            aria-current={s.number === step ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 text-sm',
              s.number === step ? 'font-semibold text-ink' : s.number < step ? 'text-primary' : 'text-muted',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs',
                s.number < step
                  ? 'bg-primary text-white'
                  : s.number === step
                    ? 'border-2 border-primary text-primary'
                    : 'border border-line bg-white text-muted',
              )}
            >
              {s.number < step ? <Check size={14} /> : formatNumber(s.number)}
            </span>
            {s.label}
          </li>
        ))}
      </ol>
    </div>
  )
}
