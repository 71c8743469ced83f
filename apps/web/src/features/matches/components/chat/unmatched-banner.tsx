import type { MatchDetail } from '@mithaq/domain'
import { Lock } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'

function reasonText(match: MatchDetail): string {
  const name = match.profile.name
  switch (match.unmatchReason) {
    case 'you_unmatched':
      return `You unmatched ${name}.`
    case 'they_unmatched':
      return `${name} unmatched with you.`
    default:
      return 'Non-response auto-unmatch: a timer ran out before the chat moved on.'
  }
}

/** Over a read-only chat: why it ended, and where the unmatched profiles are. */
export function UnmatchedBanner({ match }: { match: MatchDetail }) {
  return (
    <div role="status" className="rounded-2xl border border-line bg-sand px-4 py-3 text-sm text-ink">
      <p className="flex items-start gap-2 font-medium">
        <Lock aria-hidden size={16} className="mt-0.5 shrink-0" />
        <span>{reasonText(match)} This chat is now read-only.</span>
      </p>
      <p className="mt-1.5 ps-6">
        <Link to={paths.app.unmatched} className="font-medium text-primary underline underline-offset-4">
          {match.canRematch ? 'Rematch from your unmatched profiles' : 'See your unmatched profiles'}
        </Link>
      </p>
    </div>
  )
}
