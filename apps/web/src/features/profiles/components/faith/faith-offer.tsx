import { HandHeart } from 'lucide-react'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../../../components/ui/button'
import { paths } from '../../../../config/paths'
import { useT } from '../../../../i18n'
import { useFaithSettings } from '../../api/faith-settings'

/**
 * Discover's one calm offer of 'Faith and family': a card over the bottom of the deck's card (the
 * screen places it, decision 580), never a dialog in the way of Pass and Like. Not shown to a
 * member who already consented (they answered elsewhere).
 */
export function FaithOffer({ onDone }: { onDone: () => void }) {
  const t = useT()
  const navigate = useNavigate()
  const settings = useFaithSettings()
  const answered = settings.data?.consentAt != null
  useEffect(() => {
    if (answered) onDone()
  }, [answered, onDone])
  if (!settings.data || answered) return null
  return (
    <aside
      aria-labelledby="faith-offer-title"
      className="flex w-full items-start gap-3 rounded-2xl border border-line bg-white px-4 py-3 shadow-md"
    >
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <HandHeart aria-hidden size={18} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="faith-offer-title" className="font-medium text-ink">
          {t('faith.offer.title')}
        </h2>
        <p className="text-sm text-muted">{t('faith.offer.body')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => {
              onDone()
              void navigate(`${paths.app.editProfile}#faith`)
            }}
          >
            {t('faith.offer.start')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            {t('faith.offer.later')}
          </Button>
        </div>
      </div>
    </aside>
  )
}
