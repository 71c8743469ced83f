import {
  type MatchDetail,
  PAYMENT_SUCCESS_REDIRECT_MS,
  type PaymentOutcome,
  type ReportInput,
  type SafetyConcern,
  safetyReportCategory,
  safetyTopic,
  TOKEN_RULES,
} from '@mithaq/domain'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { Dialog } from '../../../../components/ui/dialog'
import { LoadingIndicator } from '../../../../components/ui/loading-indicator'
import { ScrollRegion } from '../../../../components/ui/scroll-region'
import { paths } from '../../../../config/paths'
import { ProfileCard } from '../../../../entities/profile/profile-card'
import { BlockDialog } from '../../../../entities/profile-actions/block-dialog'
import { ReportDialog } from '../../../../entities/profile-actions/report-dialog'
import { CHAT_TEXTS, useProfileActions } from '../../../../entities/profile-actions/use-profile-actions'
import { tokensText } from '../../../../entities/tokens/token-prices'
import { useWallet } from '../../../../entities/wallet/wallet'
import { useT } from '../../../../i18n'
import { isolate } from '../../../../i18n/isolate'
import { ApiError, errorCode, errorMessage } from '../../../../lib/api-client'
import { isRefusal } from '../../../../lib/retry'
import { useToastClearance } from '../../../../lib/use-toast-clearance'
import { useFreshMatch } from '../../api/get-match'
import { usePicturesRevealed, useUnmatch } from '../../api/match-actions'
import { matchKeys } from '../../api/match-keys'
import { usePayMatch } from '../../api/pay-match'
import { useChatMessages } from '../../hooks/use-chat-messages'
import { useMarkRead } from '../../hooks/use-mark-read'
import { ChatHeader, type ChatMenuAction } from './chat-header'
import { Composer } from './composer'
import { MessageList } from './message-list'
import { AntiGhostingNotice, PaymentCard, PaymentConfirmation } from './payment-card'
import { SafetyNote } from './safety-warning'
import { runningTimer, TimerBanner } from './timer-banner'
import { UnmatchedBanner } from './unmatched-banner'

export interface ChatScreenProps {
  matchId: string
  /** My token balance, shown on the payment card (composed from the wallet feature by the route). */
  balance: ReactNode
  /** Under the header: who else follows the conversation (the guardian feature, composed by the route). */
  guardian?: (match: MatchDetail) => ReactNode
}

/** /app/chat/{matchId}: the header, the timer, payment while locked, the conversation and composer. */
export function ChatScreen({ matchId, balance, guardian }: ChatScreenProps) {
  const t = useT()
  const matchQuery = useFreshMatch(matchId)
  const match = matchQuery.data

  if (matchQuery.isPending) {
    return <LoadingIndicator message={t('chat.loading')} fullScreen />
  }
  if (!match) {
    return <ChatError error={matchQuery.error} onRetry={() => void matchQuery.refetch()} />
  }
  return <Chat key={match.id} match={match} balance={balance} guardian={guardian} />
}

function ChatError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT()
  const notFound = errorCode(error) === 'NOT_FOUND'
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center lg:min-h-full justify-center gap-4 p-6 text-center"
    >
      <h1 className="font-display text-2xl text-ink">
        {notFound ? t('notices.matchNotFound') : t('chat.loadFailed')}
      </h1>
      <p className="text-muted">{notFound ? t('chat.noLongerAvailable') : errorMessage(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t('chat.tryAgain')}</Button>
        <Link to={paths.app.matches} className={buttonClasses('secondary')}>
          {t('chat.backToMatchesButton')}
        </Link>
      </div>
    </div>
  )
}

function Chat({
  match,
  balance,
  guardian,
}: {
  match: MatchDetail
  balance: ReactNode
  guardian?: (match: MatchDetail) => ReactNode
}) {
  const t = useT()
  const matchId = match.id
  const name = match.profile.name
  const sex = match.profile.sex
  const myId = match.me.id
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const actions = useProfileActions(CHAT_TEXTS)
  const chat = useChatMessages(matchId, myId)
  useMarkRead(matchId, chat.saved, myId)

  const pay = usePayMatch(matchId)
  const [paying, setPaying] = useState<'standard' | 'express' | null>(null)
  const [paid, setPaid] = useState<PaymentOutcome | null>(null)
  const unmatch = useUnmatch()
  const picturesRevealed = usePicturesRevealed(matchId)
  const wallet = useWallet()
  const [dialog, setDialog] = useState<ChatMenuAction | null>(null)
  // A report opened from a safety warning starts with its category and a reason filled in.
  const [reportStart, setReportStart] = useState<ReportInput | undefined>(undefined)
  const closeDialog = () => setDialog(null)
  const openDialog = (action: ChatMenuAction) => {
    setReportStart(undefined)
    setDialog(action)
  }
  const reportFromWarning = (concerns: SafetyConcern[]) => {
    setReportStart({
      category: safetyReportCategory(concerns),
      reason: t(
        safetyTopic(concerns) === 'money'
          ? 'chat.safety.reportReasonMoney'
          : 'chat.safety.reportReasonContact',
      ),
    })
    setDialog('report')
  }
  const composerRef = useToastClearance<HTMLDivElement>()
  const paymentRef = useRef<HTMLDivElement>(null)
  const isLocked = match.status === 'locked'
  // A locked chat opens on its payment card, at the top of the conversation's area (after a rematch
  // the earlier conversation is above it, and arrives after the first paint: the card is brought
  // back into view when it does). The earlier messages do not scroll to the newest one here.
  const earlierCount = chat.messages.length
  // biome-ignore lint/correctness/useExhaustiveDependencies: again when the earlier messages arrive
  useEffect(() => {
    // The conversation's own area is scrolled, never the page: scrollIntoView would move every
    // scrolling ancestor, the window too, and slide the card under the header.
    const card = paymentRef.current
    const area = card?.closest('section')
    if (!isLocked || !card || !area) return
    area.scrollTop += card.getBoundingClientRect().top - area.getBoundingClientRect().top - 16
  }, [isLocked, earlierCount])

  useEffect(() => {
    if (!paid) return
    const timer = setTimeout(() => navigate(paths.app.matches), PAYMENT_SUCCESS_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [paid, navigate])

  function handlePay(express: boolean) {
    setPaying(express ? 'express' : 'standard')
    pay.mutate(express, {
      onSuccess: (result) => {
        // No toast: the confirmation card (waiting) or the opened chat (unlocked) says it already.
        // The payment that unlocks the chat keeps the payer here: the conversation just opened
        // (the match detail is already the unlocked one). Only a payment still waiting for the
        // other person shows the confirmation and goes back to the list.
        if (result.outcome === 'waiting') setPaid(result.outcome)
      },
      onError: (error) => {
        toast.error(t('notices.paymentFailedTitle'), {
          description: error instanceof ApiError ? error.message : t('chat.payment.failed'),
        })
        void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) })
      },
      onSettled: () => setPaying(null),
    })
  }

  const unmatchFee = match.chatUnlocked ? TOKEN_RULES.unmatchFeeUnlocked : TOKEN_RULES.unmatchFeeLocked

  function handleUnmatch() {
    unmatch.mutate(matchId, {
      onSuccess: (result) => {
        closeDialog()
        // The fee is taken up to the balance, so the new balance is the honest figure to show.
        toast.success(t('chat.unmatch.done', { name, sex }), {
          description: t('chat.unmatch.balanceNow', { balance: tokensText(t, result.balance) }),
        })
      },
      onError: (error) =>
        toast.error(t('chat.unmatch.failed'), {
          description: isRefusal(error) ? error.message : undefined,
        }),
    })
  }

  /** My private pictures shown to them, or blurred again; their screen follows by the socket. */
  function handlePicturesRevealed(revealed: boolean) {
    picturesRevealed.mutate(revealed, {
      onSuccess: () =>
        toast.success(t(revealed ? 'chat.pictures.revealed' : 'chat.pictures.blurred', { name, sex })),
      onError: (error) => toast.error(errorMessage(error)),
    })
  }

  /** Block, or report (which also blocks): the match ends, and the chat is left for the list. */
  async function blockOrReport(report?: ReportInput) {
    const profile = { id: match.profile.id, name, sex }
    // A report from here names the chat, so a moderator can read its latest messages.
    await (report === undefined ? actions.block(profile) : actions.report(profile, { ...report, matchId }))
    // Marked stale, not refetched: this chat would flash 'Match not found' on its way out.
    void queryClient.invalidateQueries({ queryKey: matchKeys.all, refetchType: 'none' })
    navigate(paths.app.matches)
  }

  const locked = match.status === 'locked'
  const unmatched = match.status === 'unmatched'

  return (
    <div className="flex h-dvh flex-col bg-cream lg:h-full">
      <ChatHeader match={match} onAction={openDialog} onPicturesRevealed={handlePicturesRevealed} />
      {guardian?.(match)}

      {/* The timer decides penalties: it stays in view, outside the scrolling conversation. */}
      {!paid && runningTimer(match) && (
        <div className="border-b border-line bg-cream px-4 py-2">
          <div className="mx-auto max-w-3xl">
            <TimerBanner
              match={match}
              onExpired={() => void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) })}
            />
          </div>
        </div>
      )}

      <ScrollRegion
        label={t('chat.conversationWith', { name, sex })}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        <div className="mx-auto flex min-h-full max-w-3xl flex-col gap-4 px-4 py-4">
          {unmatched && <UnmatchedBanner match={match} />}

          {paid ? (
            <PaymentConfirmation outcome={paid} />
          ) : locked ? (
            <>
              {/* After a rematch the earlier conversation stays in view, above what unlocking costs. */}
              {chat.messages.length > 0 && (
                <section aria-label={t('chat.earlier.label')} className="flex flex-col gap-3">
                  <p className="rounded-2xl bg-sand/70 px-4 py-2 text-center text-sm text-ink/90">
                    {t.rich<ReactNode>('chat.earlier.text', isolate(name), { name, sex })}
                  </p>
                  <MessageList
                    messages={chat.messages}
                    myId={myId}
                    otherName={name}
                    otherSex={sex}
                    onReport={reportFromWarning}
                    followLatest={false}
                  />
                </section>
              )}
              <div ref={paymentRef}>
                <PaymentCard
                  match={match}
                  balance={balance}
                  wallet={wallet.data}
                  paying={paying}
                  onPay={handlePay}
                />
              </div>
              <AntiGhostingNotice />
            </>
          ) : chat.query.isPending ? (
            <LoadingIndicator message={t('chat.loading')} size="small" />
          ) : chat.query.isError && !chat.saved ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
              <p className="text-ink">{t('chat.messagesFailed')}</p>
              <Button variant="secondary" onClick={() => void chat.query.refetch()}>
                {t('chat.tryAgain')}
              </Button>
            </div>
          ) : (
            <>
              {/* Every conversation starts with it, above the first message. */}
              {!unmatched && <SafetyNote />}
              <MessageList
                messages={chat.messages}
                myId={myId}
                otherName={name}
                otherSex={sex}
                onReport={reportFromWarning}
              />
            </>
          )}
        </div>
      </ScrollRegion>

      {match.status === 'unlocked' && !paid && (
        <div
          ref={composerRef}
          className="border-t border-line bg-white px-3 py-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))]"
        >
          <div className="mx-auto max-w-3xl">
            <Composer onSend={chat.send} sending={chat.sending} />
          </div>
        </div>
      )}

      <Dialog open={dialog === 'profile'} onOpenChange={(open) => !open && closeDialog()} title={name}>
        <ProfileCard profile={match.profile} headingLevel="h3" className="border-0 shadow-none" />
      </Dialog>

      <ConfirmDialog
        open={dialog === 'unmatch'}
        onOpenChange={(open) => !open && closeDialog()}
        title={t('chat.unmatch.title', { name, sex })}
        confirmLabel={t('chat.unmatch.confirm', { fee: tokensText(t, unmatchFee) })}
        busyLabel={t('chat.unmatch.busy')}
        busy={unmatch.isPending}
        destructive
        onConfirm={handleUnmatch}
      >
        <p>
          {t.rich<ReactNode>(
            'chat.unmatch.cost',
            { b: (chunks) => <strong key="fee">{chunks}</strong> },
            {
              after: tokensText(t, TOKEN_RULES.unmatchFeeUnlocked),
              before: tokensText(t, TOKEN_RULES.unmatchFeeLocked),
              fee: tokensText(t, unmatchFee),
            },
          )}
        </p>
        {!match.chatUnlocked && (match.me.paidAmount > 0 || match.them.paid) && (
          <p>
            {match.me.paidAmount > 0
              ? t('chat.unmatch.refundedYours', { paid: tokensText(t, match.me.paidAmount) })
              : t('chat.unmatch.refunded')}
          </p>
        )}
        <p>{t.rich<ReactNode>('chat.unmatch.readable', isolate(name), { name, sex })}</p>
      </ConfirmDialog>

      <BlockDialog
        open={dialog === 'block'}
        onOpenChange={(open) => !open && closeDialog()}
        name={name}
        sex={sex}
        onConfirm={() => blockOrReport()}
      />

      <ReportDialog
        open={dialog === 'report'}
        onOpenChange={(open) => !open && closeDialog()}
        name={name}
        sex={sex}
        initial={reportStart}
        onSubmit={(report) => blockOrReport(report)}
      />
    </div>
  )
}
