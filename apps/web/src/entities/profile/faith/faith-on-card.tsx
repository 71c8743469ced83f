import { FAITH_FIELD_NAMES } from '@mithaq/domain'
import { HandHeart, Info, Sparkles } from 'lucide-react'
import { useId, useState } from 'react'
import { useT } from '../../../i18n'
import { type FaithCardExtras, isShownAnswer } from './faith-contract'
import { answerText, sharedLine, whySentence } from './faith-text'

/**
 * A profile's faith and family part, wherever a whole profile shows: the answers its member chose
 * to show, up to three things both share, and 'Why you see this profile' in one sentence.
 */
export function FaithOnCard({ faith, shared, why }: FaithCardExtras) {
  const t = useT()
  const [whyOpen, setWhyOpen] = useState(false)
  const whyId = useId()
  const shown = FAITH_FIELD_NAMES.filter((field) => isShownAnswer(faith?.[field]))
  const lines = (shared ?? []).slice(0, 3)
  return (
    <div className="space-y-4" data-testid="faith-on-card">
      {lines.length > 0 && (
        <section aria-labelledby={`${whyId}-shared`} className="rounded-2xl bg-primary-soft px-4 py-3">
          <h3 id={`${whyId}-shared`} className="text-sm font-semibold uppercase tracking-wide text-primary">
            {t('faith.sharedTitle')}
          </h3>
          <ul className="mt-1.5 space-y-1">
            {lines.map(({ field, value }) => (
              <li key={field} className="flex items-start gap-2 text-ink">
                <Sparkles aria-hidden size={16} className="mt-1 shrink-0 text-primary" />
                <span>{sharedLine(t, field, value)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {why && (
        <div>
          <button
            type="button"
            aria-expanded={whyOpen}
            aria-controls={`${whyId}-why`}
            onClick={() => setWhyOpen((open) => !open)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-1 text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            <Info aria-hidden size={16} /> {t('faith.why.button')}
          </button>
          {whyOpen && (
            <p id={`${whyId}-why`} role="status" className="mt-1 rounded-2xl bg-cream px-4 py-3 text-ink">
              {whySentence(t, why)}
            </p>
          )}
        </div>
      )}
      {shown.length > 0 && (
        <section aria-labelledby={`${whyId}-faith`}>
          <h3 id={`${whyId}-faith`} className="text-sm font-semibold uppercase tracking-wide text-gold-ink">
            {t('faith.title')}
          </h3>
          <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {shown.map((field) => (
              <div key={field} className="relative rounded-2xl bg-cream py-2.5 pe-3 ps-10">
                <dt className="text-xs font-medium text-muted">
                  <span className="absolute top-3 start-3 text-primary">
                    <HandHeart aria-hidden size={18} />
                  </span>
                  {t(`faith.field.${field}`)}
                </dt>
                <dd className="text-start text-ink">{answerText(t, field, faith?.[field] ?? '')}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  )
}
