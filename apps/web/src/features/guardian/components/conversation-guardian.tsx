import type { Sex } from '@mithaq/domain'
import { UsersRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { useT } from '../../../i18n'
import { isolate } from '../../../i18n/isolate'
import { errorMessage } from '../../../lib/api-client'
import { useConversationGuardians, useGuardianStep } from '../api/guardian-calls'

/**
 * Under the chat header: whether a guardian follows this conversation, and the questions about
 * it. The other person is asked plainly and nothing is sent unless they agree.
 */
export function ConversationGuardian({
  matchId,
  otherName,
  otherSex,
  active,
}: {
  matchId: string
  otherName: string
  /** The other person's sex: the words about them agree with it (decision 300). */
  otherSex: Sex
  active: boolean
}) {
  const t = useT()
  const named = (key: Parameters<typeof t>[0]) =>
    t.rich<ReactNode>(key, isolate(otherName), { name: otherName, sex: otherSex })
  const state = useConversationGuardians(matchId)
  const step = useGuardianStep(matchId)
  if (!state.data) return null
  const { mine, theirs } = state.data
  const run = (s: Parameters<typeof step.mutate>[0], done?: string) =>
    step.mutate(s, {
      onSuccess: () => done && toast.success(done),
      onError: (e) => toast.error(errorMessage(e)),
    })

  const lines: { key: string; text: ReactNode; actions?: ReactNode }[] = []
  if (theirs.status === 'asked' && active) {
    lines.push({
      key: 'theirs-asked',
      text: named('guardian.conversation.theyAsk'),
      actions: (
        <>
          <Button
            size="sm"
            onClick={() => run({ action: 'answer', agree: true }, t('guardian.conversation.agreed'))}
            disabled={step.isPending}
          >
            {t('guardian.conversation.agree')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => run({ action: 'answer', agree: false }, t('guardian.conversation.declined'))}
            disabled={step.isPending}
          >
            {t('guardian.conversation.decline')}
          </Button>
        </>
      ),
    })
  }
  if (theirs.status === 'agreed') {
    lines.push({
      key: 'theirs-agreed',
      text: named('guardian.conversation.theirsFollowing'),
      actions: (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => run({ action: 'stop' }, t('guardian.conversation.stopped'))}
          disabled={step.isPending}
        >
          {t('guardian.conversation.stop')}
        </Button>
      ),
    })
  }
  if (mine.status === 'agreed' || mine.status === 'asked') {
    lines.push({
      key: 'mine',
      text:
        mine.status === 'agreed'
          ? named('guardian.conversation.mineFollowing')
          : named('guardian.conversation.mineWaiting'),
      actions: (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => run({ action: 'stop' }, t('guardian.conversation.stopped'))}
          disabled={step.isPending}
        >
          {mine.status === 'agreed' ? t('guardian.conversation.stop') : t('guardian.conversation.withdraw')}
        </Button>
      ),
    })
  } else if (mine.status === 'declined' || mine.canAsk) {
    // After a refusal the server allows asking again only once its cool-off has passed (decision 322).
    lines.push({
      key: 'mine',
      text: named(
        mine.status === 'declined' ? 'guardian.conversation.mineDeclined' : 'guardian.conversation.canAsk',
      ),
      actions: mine.canAsk && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            run({ action: 'ask' }, t('guardian.conversation.asked', { name: otherName, sex: otherSex }))
          }
          disabled={step.isPending}
        >
          {named('guardian.conversation.ask')}
        </Button>
      ),
    })
  }
  if (lines.length === 0) return null

  return (
    <section
      aria-label={t('guardian.conversation.label')}
      className="border-b border-line bg-primary-soft/60 px-4 py-2"
    >
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
