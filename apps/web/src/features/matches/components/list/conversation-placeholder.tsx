import { MessageCircle } from 'lucide-react'
import { useMatches } from '../../api/get-matches'

/** The right pane on a desktop while no conversation is open. */
export function ConversationPlaceholder() {
  const { data: matches } = useMatches()
  const hasMatches = (matches?.length ?? 0) > 0
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 bg-cream px-8 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <MessageCircle aria-hidden size={30} />
      </span>
      <p className="font-display text-2xl text-ink">
        {hasMatches ? 'Choose a conversation' : 'Your conversations will appear here'}
      </p>
      <p className="max-w-sm text-muted">
        {hasMatches
          ? 'Select a match on the left to read and reply here.'
          : 'When you and someone both like each other, you can talk here.'}
      </p>
    </div>
  )
}
