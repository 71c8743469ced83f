import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../../components/ui/button'
import { useT } from '../../../../i18n'

/**
 * Back and the step's main button. On a phone they stick to the bottom edge; from 768 px up they
 * sit at the end of the card.
 */
export function StepActions({
  onBack,
  backDisabled = false,
  children,
}: {
  onBack?: () => void
  backDisabled?: boolean
  children: ReactNode
}) {
  const t = useT()
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 px-4 pb-[calc(env(safe-area-inset-bottom)+0.75rem)] pt-3 backdrop-blur md:static md:mt-10 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none">
      <div className="mx-auto flex max-w-3xl items-center gap-3 md:justify-between">
        {onBack ? (
          <Button variant="secondary" onClick={onBack} disabled={backDisabled} className="md:min-w-32">
            <ArrowLeft aria-hidden size={18} className="rtl:-scale-x-100" /> {t('signup.back')}
          </Button>
        ) : (
          <span className="hidden md:block" />
        )}
        <div className="flex flex-1 justify-end md:flex-none">{children}</div>
      </div>
    </div>
  )
}
