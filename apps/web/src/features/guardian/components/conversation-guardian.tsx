import { UsersRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { useConversationGuardians, useGuardianStep } from '../api/guardian-calls'

/**
 * Under the chat header: whether a guardian follows this conversation, and the questions about
 * it. The other person is asked plainly and nothing is sent unless they agree.
 */
export function ConversationGuardian({
  matchId,
  otherName,
  active,
}: {
  matchId: string
  otherName: string
  active: boolean
}) {
  const state = useConversationGuardians(matchId)
  const step = useGuardianStep(matchId)
  if (!state.data) return null
  const { mine, theirs } = state.data
  const run = (s: Parameters<typeof step.mutate>[0], done?: string) =>
    step.mutate(s, {
      onSuccess: () => done && toast.success(done),
      onError: (e) => toast.error(errorMessage(e)),
    })

  const lines: { key: string; text: string; actions?: ReactNode }[] = []
  if (theirs.status === 'asked' && active) {
    lines.push({
      key: 'theirs-asked',
      text: `${otherName} would like their guardian to receive a weekly copy of this conversation, from now on. Nothing is sent unless you agree.`,
      actions: (
        <>
          <Button
            size="sm"
            onClick={() => run({ action: 'answer', agree: true }, 'You agreed')}
            disabled={step.isPending}
          >
            Agree
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => run({ action: 'answer', agree: false }, 'You declined')}
            disabled={step.isPending}
          >
            Decline
          </Button>
        </>
      ),
    })
  }
  if (theirs.status === 'agreed') {
    lines.push({
      key: 'theirs-agreed',
      text: `${otherName}’s guardian is following: a weekly copy of the messages since you agreed.`,
      actions: (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => run({ action: 'stop' }, 'Stopped')}
          disabled={step.isPending}
        >
          Stop
        </Button>
      ),
    })
  }
  if (mine.status === 'agreed' || mine.status === 'asked') {
    lines.push({
      key: 'mine',
      text:
        mine.status === 'agreed'
          ? `Your guardian is following, with ${otherName}’s agreement: a weekly copy of new messages.`
          : `Waiting for ${otherName} to agree that your guardian follows this conversation.`,
      actions: (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => run({ action: 'stop' }, 'Stopped')}
          disabled={step.isPending}
        >
          {mine.status === 'agreed' ? 'Stop' : 'Withdraw'}
        </Button>
      ),
    })
  } else if (mine.status === 'declined') {
    lines.push({
      key: 'mine',
      text: `${otherName} preferred that your guardian does not follow this conversation.`,
    })
  } else if (mine.canAsk) {
    lines.push({
      key: 'mine',
      text: `Your guardian can follow this conversation if ${otherName} agrees.`,
      actions: (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => run({ action: 'ask' }, `We asked ${otherName}`)}
          disabled={step.isPending}
        >
          Ask {otherName}
        </Button>
      ),
    })
  }
  if (lines.length === 0) return null

  return (
    <section aria-label="Guardian" className="border-b border-line bg-primary-soft/60 px-4 py-2">
      <div className="mx-auto flex max-w-3xl flex-col gap-2">
        {lines.map((line) => (
          <div key={line.key} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-ink">
            <UsersRound aria-hidden size={16} className="shrink-0 text-primary" />
            <p className="min-w-0 flex-1">{line.text}</p>
            {line.actions && <div className="flex w-full justify-end gap-2 sm:w-auto">{line.actions}</div>}
          </div>
        ))}
      </div>
    </section>
  )
}
