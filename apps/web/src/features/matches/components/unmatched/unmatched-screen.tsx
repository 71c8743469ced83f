import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { useT } from '../../../../i18n'
import { UnmatchedList } from './unmatched-list'

/** /app/unmatched: the balance in the header, then the unmatched profiles. */
export function UnmatchedScreen({ balance }: { balance: ReactNode }) {
  const t = useT()
  return (
    <section className="px-4 py-6 sm:px-5">
      <Link
        to={paths.app.matches}
        className="-ms-2 inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-medium text-primary hover:bg-primary-soft"
      >
        <ArrowLeft aria-hidden size={16} className="rtl:-scale-x-100" /> {t('matches.title')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">{t('matches.unmatched.title')}</h1>
        <div className="flex items-center gap-2 text-sm text-muted">
          <span>{t('chat.payment.yourBalance')}</span>
          {balance}
        </div>
      </div>
      <div className="mt-5">
        <UnmatchedList balance={balance} />
      </div>
    </section>
  )
}
