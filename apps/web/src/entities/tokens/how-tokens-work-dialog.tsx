import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { useT } from '../../i18n'
import { HowTokensWork } from './how-tokens-work'

export interface HowTokensWorkDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** 'How tokens work' as a sheet (the wallet and the payment card open it), closed by 'Got it'. */
export function HowTokensWorkDialog({ open, onOpenChange }: HowTokensWorkDialogProps) {
  const t = useT()
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('tokens.how.title')}>
      <HowTokensWork />
      <Button className="mt-5 w-full" onClick={() => onOpenChange(false)}>
        {t('tokens.how.gotIt')}
      </Button>
    </Dialog>
  )
}
