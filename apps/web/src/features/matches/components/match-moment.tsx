import { TOKEN_RULES } from '@mithaq/domain'
import { Heart, MessageCircle } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import { type ReactNode, type RefObject, useRef } from 'react'
import { useNavigate } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { useReturnFocus } from '../../../components/ui/use-return-focus'
import { paths } from '../../../config/paths'
import { Avatar } from '../../../entities/profile/avatar'
import { hoursText } from '../../../entities/tokens/token-prices'
import { useT } from '../../../i18n'
import { isolate } from '../../../i18n/isolate'
import { useMatch } from '../api/get-match'

export interface MatchMomentProps {
  matchId: string | null
  onClose: () => void
  me: { name: string; picture: string | null } | undefined
  /** Offered under the news, e.g. turning on push notifications (composed by the shell). */
  extra?: ReactNode
}

/** "It's a Match!": both photos, then open the chat or keep browsing. Escape closes it. */
export function MatchMoment({ matchId, onClose, me, extra }: MatchMomentProps) {
  const openChatRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useReturnFocus(matchId !== null)
  return (
    <RadixDialog.Root open={matchId !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/55 backdrop-blur-[3px]" />
        <RadixDialog.Content
          // 'Open chat' is the likely next step, whatever is offered above it.
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            openChatRef.current?.focus()
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-cream p-6 text-center shadow-2xl focus:outline-none sm:p-8"
        >
          {matchId && (
            <MomentBody matchId={matchId} onClose={onClose} me={me} extra={extra} openChatRef={openChatRef} />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

function MomentBody({
  matchId,
  onClose,
  me,
  extra,
  openChatRef,
}: MatchMomentProps & { matchId: string; openChatRef: RefObject<HTMLButtonElement | null> }) {
  const t = useT()
  const navigate = useNavigate()
  const match = useMatch(matchId)
  const them = match.data?.profile
  const theirName = them?.name ?? ''

  function openChat() {
    onClose()
    navigate(paths.app.chat(matchId))
  }

  return (
    <>
      <div className="relative mx-auto flex w-fit items-center justify-center">
        <Avatar
          name={me?.name ?? ''}
          picture={me?.picture}
          size="lg"
          className="h-24 w-24 -rotate-6 text-4xl ring-4 ring-white shadow-md sm:h-28 sm:w-28"
        />
        <Avatar
          name={theirName}
          picture={them?.pictures[0]}
          size="lg"
          className="-ms-5 h-24 w-24 rotate-6 text-4xl ring-4 ring-white shadow-md sm:h-28 sm:w-28"
        />
        <span className="absolute -bottom-3 left-1/2 flex h-10 w-10 -translate-x-1/2 items-center justify-center rounded-full bg-primary text-gold shadow-md ring-4 ring-cream">
          <Heart aria-hidden size={20} fill="currentColor" />
        </span>
      </div>
      <RadixDialog.Title className="mt-7 font-display text-3xl text-primary">
        {t('notices.itsAMatch')}
      </RadixDialog.Title>
      <RadixDialog.Description className="mt-2 text-ink">
        {t('notices.itsAMatchDescription')}
        {theirName && (
          <span className="mt-2 block text-sm text-muted">
            {t.rich<ReactNode>('matches.moment.window', isolate(theirName), {
              name: theirName,
              sex: them?.sex ?? null,
              window: hoursText(TOKEN_RULES.paymentWindowMs),
            })}
          </span>
        )}
      </RadixDialog.Description>
      {extra && <div className="mt-5">{extra}</div>}
      <div className="mt-6 flex flex-col gap-2.5">
        <button ref={openChatRef} type="button" className={buttonClasses('primary', 'lg')} onClick={openChat}>
          <MessageCircle aria-hidden size={18} />
          {t('matches.moment.openChat')}
        </button>
        <Button variant="ghost" onClick={onClose}>
          {t('matches.moment.keepBrowsing')}
        </Button>
      </div>
    </>
  )
}
