import type { MatchDetail } from '@mithaq/domain'
import type { TextKey, Translator } from '@mithaq/i18n'
import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { useT } from '../../../../i18n'
import { isolate } from '../../../../i18n/isolate'

function reasonText(t: Translator<TextKey>, match: MatchDetail): ReactNode[] {
  const key =
    match.unmatchReason === 'you_unmatched'
      ? 'chat.ended.youUnmatched'
      : match.unmatchReason === 'they_unmatched'
        ? 'chat.ended.theyUnmatched'
        : 'chat.ended.nonResponse'
  return t.rich<ReactNode>(key, isolate(match.profile.name), {
    name: match.profile.name,
    sex: match.profile.sex,
  })
}

/** Over a read-only chat: why it ended, and where the unmatched profiles are. */
export function UnmatchedBanner({ match }: { match: MatchDetail }) {
  const t = useT()
  return (
    <div role="status" className="rounded-2xl border border-line bg-sand px-4 py-3 text-sm text-ink">
      <p className="flex items-start gap-2 font-medium">
        <Lock aria-hidden size={16} className="mt-0.5 shrink-0" />
        <span>
          {reasonText(t, match)} {t('chat.ended.readOnly')}
        </span>
      </p>
      <p className="mt-1.5 ps-6">
        <Link to={paths.app.unmatched} className="font-medium text-primary underline underline-offset-4">
          {match.canRematch ? t('chat.ended.rematchLink') : t('chat.ended.seeUnmatched')}
        </Link>
      </p>
    </div>
  )
}
