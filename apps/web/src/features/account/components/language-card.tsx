import { Languages } from 'lucide-react'
import { LanguagePicker } from '../../../components/ui/language-picker'
import { useT } from '../../../i18n'

/** The account's language on /app/account: saved on the account and used at once (decision 281). */
export function LanguageCard() {
  const t = useT()
  return (
    <section
      aria-labelledby="language-card-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="language-card-title" className="font-display text-xl text-ink">
          {t('language.label')}
        </h2>
        <Languages aria-hidden size={22} className="text-primary" />
      </div>
      <LanguagePicker className="mt-3" hint={t('language.accountHint')} />
    </section>
  )
}
