import { ShieldAlert } from 'lucide-react'
import { useT } from '../../../i18n'

/** docs/product.md § 4, sign-up step 3: pictures must be of the user; anything else costs the account. */
export function PictureWarning() {
  const t = useT()
  return (
    <div className="flex gap-3 rounded-2xl border border-gold/60 bg-gold/15 p-4 text-sm text-ink">
      <ShieldAlert aria-hidden size={20} className="mt-0.5 shrink-0 text-gold-ink" />
      <p>
        <span className="font-semibold">{t('profile.warningTitle')}</span> {t('profile.warningText')}
      </p>
    </div>
  )
}
