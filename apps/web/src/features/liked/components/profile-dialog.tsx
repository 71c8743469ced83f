import type { LikedTile, ProfileView, ReportInput } from '@mithaq/domain'
import { useQueryClient } from '@tanstack/react-query'
import { Heart, X } from 'lucide-react'
import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { LoadingIndicator } from '../../../components/ui/loading-indicator'
import { useReturnFocus } from '../../../components/ui/use-return-focus'
import { ProfileCard } from '../../../entities/profile/profile-card'
import { BlockDialog } from '../../../entities/profile-actions/block-dialog'
import { DecisionButton, SecondaryActions } from '../../../entities/profile-actions/profile-action-buttons'
import { isProfileGone } from '../../../entities/profile-actions/profile-action-requests'
import { ReportDialog } from '../../../entities/profile-actions/report-dialog'
import { PROFILE_TEXTS, useProfileActions } from '../../../entities/profile-actions/use-profile-actions'
import { LikeBackNotice } from '../../../entities/tokens/like-back-notice'
import { useWallet } from '../../../entities/wallet/wallet'
import { t, useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { profileViewQueryKey, useProfileView } from '../api/get-profile-view'
import { likedListsQueryKey, removeFromLikedLists } from '../api/liked-query-keys'

const ALL_TABS = ['me', 'mine', 'favorites'] as const

/** Liked says 'Profile Liked' where Discover names the person. */
const LIKED_TEXTS = { ...PROFILE_TEXTS, liked: () => t('notices.profileLiked') }

export interface ProfileDialogProps {
  /** The tile that was opened: its name titles the dialog before the profile arrives. */
  tile: LikedTile
  onClose: () => void
  /** "It's a Match!" and the trip to the chat; owned by the screen, so closing here keeps it. */
  onMatch: (matchId: string) => void
}

/** The whole profile in a scrollable dialog, with Like and Pass, Favorite, Report and Block. */
export function ProfileDialog({ tile, onClose, onMatch }: ProfileDialogProps) {
  const t = useT()
  const view = useProfileView(tile.id)
  const wallet = useWallet()
  const queryClient = useQueryClient()
  const returnFocus = useReturnFocus(true)
  const actions = useProfileActions(LIKED_TEXTS)
  const [busy, setBusy] = useState<'like' | 'pass' | 'favorite' | null>(null)
  const [confirm, setConfirm] = useState<'report' | 'block' | null>(null)
  /** While a favorite is being saved, the button shows it whatever a read of the profile answers. */
  const [savingFavorite, setSavingFavorite] = useState<boolean | null>(null)
  const name = view.data?.profile.name ?? tile.name
  const sex = view.data?.profile.sex ?? tile.sex

  const setView = (patch: Partial<ProfileView>) =>
    queryClient.setQueryData<ProfileView>(profileViewQueryKey(tile.id), (v) => (v ? { ...v, ...patch } : v))

  /** This profile is no longer there for me: it leaves every tab and the dialog closes. */
  function dropEverywhere() {
    void removeFromLikedLists(queryClient, tile.id, ALL_TABS)
    onClose()
  }

  async function like() {
    setBusy('like')
    const outcome = await actions.like({ id: tile.id, name, sex })
    setBusy(null)
    if (outcome.status === 'already_liked') setView({ myAction: 'like' })
    else if (outcome.status === 'gone') dropEverywhere()
    else if (outcome.status !== 'failed') {
      if (outcome.status === 'matched') onMatch(outcome.matchId)
      void removeFromLikedLists(queryClient, tile.id, ['me'])
      onClose()
    }
  }

  async function pass() {
    setBusy('pass')
    const outcome = await actions.pass({ id: tile.id, name, sex })
    setBusy(null)
    if (outcome === 'gone') dropEverywhere()
    else if (outcome === 'passed') {
      // Someone who liked me stays in 'Liked Me' after a pass; the tile now says 'You passed'.
      void queryClient.invalidateQueries({ queryKey: likedListsQueryKey })
      onClose()
    }
  }

  async function toggleFavorite(current: boolean) {
    const next = !current
    const key = profileViewQueryKey(tile.id)
    setBusy('favorite')
    setSavingFavorite(next)
    // Any read of this profile the server answered before it saved the favorite carries the old
    // state: one already in flight, and one started meanwhile (the socket's reconnect refetches
    // every query). The first is stopped now; the button ignores reads until the save is answered;
    // then reads still in flight are dropped and the profile is read again.
    await queryClient.cancelQueries({ queryKey: key })
    setView({ isFavorited: next })
    const saved = await actions.setFavorite({ id: tile.id, name, sex }, next)
    void queryClient.invalidateQueries({ queryKey: key })
    setView({ isFavorited: saved ? next : current })
    if (saved && !next) void removeFromLikedLists(queryClient, tile.id, ['favorites'])
    else if (saved) void queryClient.invalidateQueries({ queryKey: likedListsQueryKey })
    setSavingFavorite(null)
    setBusy(null)
  }

  async function block() {
    await actions.block({ id: tile.id, name, sex })
    dropEverywhere()
  }

  async function report(input: ReportInput) {
    await actions.report({ id: tile.id, name, sex }, input)
    dropEverywhere()
  }

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[2px]" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white shadow-xl focus:outline-none"
        >
          <VisuallyHidden.Root asChild>
            <RadixDialog.Title>{t('liked.profileOf', { name, sex })}</RadixDialog.Title>
          </VisuallyHidden.Root>
          <VisuallyHidden.Root asChild>
            <RadixDialog.Description>{t('liked.dialogDescription', { name, sex })}</RadixDialog.Description>
          </VisuallyHidden.Root>
          {/* Sticky and zero-height: the close button stays in reach however far the profile scrolls. */}
          <div className="sticky top-0 z-10 h-0">
            <RadixDialog.Close
              aria-label={t('liked.close')}
              className="absolute end-3 top-3 flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
            >
              <X aria-hidden size={20} />
            </RadixDialog.Close>
          </div>
          {view.isPending ? (
            <div className="py-16">
              <LoadingIndicator />
            </div>
          ) : view.isError ? (
            <div role="alert" className="flex flex-col items-center gap-3 px-6 py-16 text-center">
              <p className="text-ink">
                {isProfileGone(view.error) ? t('liked.profileGone') : errorMessage(view.error)}
              </p>
              {isProfileGone(view.error) ? (
                <Button variant="secondary" onClick={dropEverywhere}>
                  {t('liked.close')}
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => view.refetch()}>
                  {t('liked.tryAgain')}
                </Button>
              )}
            </div>
          ) : (
            <ProfileCard
              profile={view.data.profile}
              className="rounded-none border-0 shadow-none"
              footer={
                <div className="space-y-4">
                  {view.data.myAction === 'like' ? (
                    <p className="flex items-center gap-2 rounded-2xl bg-primary-soft px-4 py-3 text-primary">
                      <Heart aria-hidden size={18} className="fill-current" />{' '}
                      {t('liked.youLiked', { name, sex })}
                    </p>
                  ) : (
                    <>
                      {view.data.likedMe && <LikeBackNotice name={name} sex={sex} wallet={wallet.data} />}
                      <div className="flex items-center justify-center gap-10 py-1">
                        <DecisionButton
                          kind="pass"
                          aria-label={t('liked.passOn', { name, sex })}
                          aria-disabled={busy !== null}
                          onClick={pass}
                        />
                        <DecisionButton
                          kind="like"
                          aria-label={t('liked.like', { name, sex })}
                          aria-disabled={busy !== null}
                          onClick={like}
                        />
                      </div>
                    </>
                  )}
                  <SecondaryActions
                    name={name}
                    sex={sex}
                    isFavorited={savingFavorite ?? view.data.isFavorited}
                    favoriteBusy={busy === 'favorite'}
                    onToggleFavorite={() => void toggleFavorite(savingFavorite ?? view.data.isFavorited)}
                    onReport={() => setConfirm('report')}
                    onBlock={() => setConfirm('block')}
                  />
                </div>
              }
            />
          )}
          <ReportDialog
            open={confirm === 'report'}
            onOpenChange={(open) => !open && setConfirm(null)}
            name={name}
            sex={sex}
            onSubmit={report}
          />
          <BlockDialog
            open={confirm === 'block'}
            onOpenChange={(open) => !open && setConfirm(null)}
            name={name}
            sex={sex}
            onConfirm={block}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
