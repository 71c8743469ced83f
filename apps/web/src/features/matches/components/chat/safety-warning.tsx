import { type SafetyConcern, safetyTopic } from '@mithaq/domain'
import { INTL_TAGS, type TextKey } from '@mithaq/i18n'
import { Flag, ShieldAlert, ShieldCheck } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../../../../components/ui/cn'
import { useT } from '../../../../i18n'

// Money talk has its own advice; a number, an address or another app share the other.
const isMoney = (concerns: readonly SafetyConcern[]) => safetyTopic(concerns) === 'money'

/** How a warning names each concern ('a phone number', 'a request for money'). */
const CONCERN_KEYS: Record<SafetyConcern, TextKey> = {
  phone: 'chat.safety.concern.phone',
  email: 'chat.safety.concern.email',
  messaging_app: 'chat.safety.concern.messagingApp',
  money_request: 'chat.safety.concern.moneyRequest',
  payment_method: 'chat.safety.concern.paymentMethod',
  investment: 'chat.safety.concern.investment',
}

/**
 * A calm word under a received message that shares contact details or talks about money, with
 * the report one tap away. The message itself is shown as sent: nothing is hidden or blocked.
 */
export function ReceivedSafetyWarning({
  concerns,
  onReport,
  className,
}: {
  concerns: readonly SafetyConcern[]
  onReport: () => void
  className?: string
}) {
  const t = useT()
  const id = useId()
  const money = isMoney(concerns)
  // "a phone number and a messaging app": joined the way the member's language joins a list.
  const found = new Intl.ListFormat(INTL_TAGS[t.locale], { type: 'conjunction' }).format(
    concerns.map((concern) => t(CONCERN_KEYS[concern])),
  )
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'flex max-w-[85%] items-start gap-2.5 rounded-2xl border border-gold bg-gold/15 px-3.5 py-2.5 text-sm text-ink sm:max-w-[70%]',
        className,
      )}
    >
      <ShieldAlert aria-hidden size={18} className="mt-0.5 shrink-0 text-gold-ink" />
      <div className="min-w-0 flex-1">
        <h3 id={`${id}-title`} className="font-medium text-gold-ink">
          {t(money ? 'chat.safety.receivedTitleMoney' : 'chat.safety.receivedTitleContact')}
        </h3>
        <p className="mt-0.5 leading-snug font-medium">{t('chat.safety.found', { concerns: found })}</p>
        <p className="mt-0.5 leading-snug text-ink/90">
          {t(money ? 'chat.safety.receivedAdviceMoney' : 'chat.safety.receivedAdviceContact')}
        </p>
        <button
          type="button"
          onClick={onReport}
          className="mt-1.5 inline-flex min-h-9 items-center gap-1.5 rounded-full px-2 -ms-2 font-medium text-destructive hover:bg-destructive-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-destructive"
        >
          <Flag aria-hidden size={15} />
          {t('chat.safety.report')}
        </button>
      </div>
    </section>
  )
}

/** Above the composer while the draft shares contact details or money talk; sending stays open. */
export function DraftSafetyWarning({ concerns }: { concerns: readonly SafetyConcern[] }) {
  const t = useT()
  const money = isMoney(concerns)
  return (
    <div className="mb-2 flex items-start gap-2.5 rounded-2xl border border-gold bg-gold/15 px-3.5 py-2.5 text-sm text-ink">
      <ShieldAlert aria-hidden size={18} className="mt-0.5 shrink-0 text-gold-ink" />
      <p className="leading-snug">
        <strong className="font-medium text-gold-ink">
          {t(money ? 'chat.safety.draftTitleMoney' : 'chat.safety.draftTitleContact')}
        </strong>{' '}
        {t(money ? 'chat.safety.draftAdviceMoney' : 'chat.safety.draftAdviceContact')}
      </p>
    </div>
  )
}

/** The short note at the start of every conversation. */
export function SafetyNote() {
  const t = useT()
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-primary-soft px-4 py-2.5 text-sm leading-snug text-ink">
      <ShieldCheck aria-hidden size={18} className="mt-0.5 shrink-0 text-primary" />
      <span>{t('chat.safety.firstMessageNote')}</span>
    </p>
  )
}
