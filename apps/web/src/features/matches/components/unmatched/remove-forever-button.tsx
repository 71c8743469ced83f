import type { ButtonHTMLAttributes } from 'react'
import { useT } from '../../../../i18n'

/** 'Remove Forever': an outlined button in the destructive colour (it cannot be undone). */
export function RemoveForeverButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const t = useT()
  return (
    <button
      type="button"
      className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-destructive/40 bg-white px-5 font-medium text-destructive transition-colors hover:bg-destructive-soft"
      {...props}
    >
      {t('matches.removeForever')}
    </button>
  )
}
