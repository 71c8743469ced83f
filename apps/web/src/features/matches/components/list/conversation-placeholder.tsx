import { MessageCircle } from 'lucide-react'
import { useT } from '../../../../i18n'
import { useMatches } from '../../api/get-matches'

/** The right pane on a desktop while no conversation is open. */
export function ConversationPlaceholder() {
  const t = useT()
  const { data: matches } = useMatches()
  const hasMatches = (matches?.length ?? 0) > 0
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 bg-cream px-8 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <MessageCircle aria-hidden size={30} />
      </span>
      <p className="font-display text-2xl text-ink">
        {hasMatches ? t('matches.placeholder.choose') : t('matches.placeholder.none')}
      </p>
      <p className="max-w-sm text-muted">
        {hasMatches ? t('matches.placeholder.chooseText') : t('matches.placeholder.noneText')}
      </p>
    </div>
  )
}
