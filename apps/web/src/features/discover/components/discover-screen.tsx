import { DEFAULT_DISCOVER_FILTERS, type DiscoverCard, type DiscoverFilters, type Sex } from '@mithaq/domain'
import { directionOf, type Locale } from '@mithaq/i18n'
import { Compass, RotateCcw, SearchX, SlidersHorizontal, Undo2 } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../components/ui/cn'
import { LoadingIndicator } from '../../../components/ui/loading-indicator'
import { ProfileCard } from '../../../entities/profile/profile-card'
import { BlockDialog } from '../../../entities/profile-actions/block-dialog'
import { DecisionButton, SecondaryActions } from '../../../entities/profile-actions/profile-action-buttons'
import { ReportDialog } from '../../../entities/profile-actions/report-dialog'
import { LikeBackNotice } from '../../../entities/tokens/like-back-notice'
import { useWallet } from '../../../entities/wallet/wallet'
import { formatNumber, useLocale, useT } from '../../../i18n'
import { useToastClearance } from '../../../lib/use-toast-clearance'
import { useDiscoveryFilters } from '../api/get-discovery-filters'
import { useUpdateDiscoveryFilters } from '../api/update-discovery-filters'
import { useCardDeck } from '../hooks/use-card-deck'
import { FiltersDialog } from './filters-dialog'
import './card-motion.css'

/**
 * Below `sm` (a phone held upright) the picture is square instead of 4:5, and from `lg` (beside the
 * details) too: the whole picture then fits the card's frame above Pass and Like at 390 x 844 and
 * 1280 x 800. The still frame of the page's boot script (scripts/discover-boot.mjs) draws the same
 * below `sm`.
 */
const PICTURE = 'max-sm:aspect-square lg:aspect-square'

type OpenDialog = { kind: 'filters' } | { kind: 'report' | 'block'; card: DiscoverCard } | null

const isRightToLeft = (locale: Locale) => directionOf(locale) === 'rtl'

/** The same filters, an empty set of faith filters being none. */
const withoutEmptyFaith = ({ faith, ...rest }: DiscoverFilters) =>
  faith && Object.keys(faith).length > 0 ? { ...rest, faith } : rest
const sameFilters = (a: DiscoverFilters, b: DiscoverFilters) =>
  JSON.stringify(withoutEmptyFaith(a)) === JSON.stringify(withoutEmptyFaith(b))

/** Keys typed into a field or a slider belong to it, not to the deck. */
const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.getAttribute('role') === 'slider')

/**
 * /app/profiles: one card at a time, Like and Pass, filters, favorites, reports and blocks.
 * `notice`: a calm card the route adds (the Faith and family offer). It comes over the bottom of
 * the card on screen, never above it: arriving after the card, it would push the card down under
 * the member's eyes and finger (decision 580). Without a card it stands above the screen's message.
 */
/** `viewerSex` (the member's own, when known) lets the filters leave out what the other sex is never asked. */
export function DiscoverScreen({ notice, viewerSex }: { notice?: ReactNode; viewerSex?: Sex } = {}) {
  const t = useT()
  const rtl = isRightToLeft(useLocale())
  const deck = useCardDeck()
  const wallet = useWallet()
  const filters = useDiscoveryFilters()
  const widen = useUpdateDiscoveryFilters()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const cardRef = useRef<HTMLDivElement>(null)
  const actedRef = useRef(false)
  // Toasts sit above Pass and Like, never over them (decision 356).
  const actionBarRef = useToastClearance<HTMLDivElement>()

  const filtersActive = filters.data ? !sameFilters(filters.data, DEFAULT_DISCOVER_FILTERS) : false
  const { current, state } = deck
  // The card the screen opens on stands still: on a page load it takes the place of the boot
  // script's still frame of the same picture, where a fade would blink it away and back, and a
  // first screen that does not move spends no frames while the app is still starting (decision
  // 580). Every card after it fades in.
  const [openingCardId, setOpeningCardId] = useState(current?.id)
  if (openingCardId === undefined && current) setOpeningCardId(current.id)

  // The page itself never scrolls (the card scrolls inside its own frame, which starts at the top
  // for each new card), so a decision moves nothing but the card.
  function decide(kind: 'like' | 'pass') {
    if (deck.locked || !current) return
    actedRef.current = true
    void (kind === 'like' ? deck.like() : deck.pass())
  }

  // ArrowLeft passes and ArrowRight likes, unless a dialog is open or a field has the keys. Right to
  // left, both mirror: Like stands on the left there, and the arrow pointing at it likes.
  const likeKey = rtl ? 'ArrowLeft' : 'ArrowRight'
  const passKey = rtl ? 'ArrowRight' : 'ArrowLeft'
  const decideRef = useRef(decide)
  decideRef.current = decide
  useEffect(() => {
    if (dialog) return
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      if (isTypingTarget(event.target)) return
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault()
        decideRef.current(event.key === likeKey ? 'like' : 'pass')
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [dialog, likeKey])

  // When the last card is gone after a decision, keyboard focus goes to 'Start Over'.
  useEffect(() => {
    if (state === 'done' && actedRef.current) contentRef.current?.querySelector('button')?.focus()
  }, [state])

  // After a decision (button or arrow key) or an undo, focus goes to the card now on top, so a
  // keyboard or screen-reader user carries on from it instead of from the top of the page.
  const currentId = current?.id
  useEffect(() => {
    if (currentId && actedRef.current) cardRef.current?.focus({ preventScroll: true })
  }, [currentId])

  function handleUndo() {
    actedRef.current = true
    void deck.undo()
  }

  let content: ReactNode
  if (state === 'loading') {
    content = (
      <div className="py-10">
        <LoadingIndicator message={t('notices.loadingProfiles')} size="large" />
      </div>
    )
  } else if (state === 'error') {
    content = (
      <EmptyState icon={<SearchX aria-hidden size={28} />} title={t('notices.failedToLoadProfiles')} alert>
        <Button variant="secondary" onClick={() => deck.retry()}>
          {t('discover.tryAgain')}
        </Button>
      </EmptyState>
    )
  } else if (state === 'none' && filtersActive) {
    // Nobody new matches the filters: one tap widens them to everyone, so this is never a dead
    // end; when people I passed match them, Start Over brings them back without losing the filters.
    content = (
      <EmptyState icon={<Compass aria-hidden size={28} />} title={t('notices.noProfilesFound')}>
        <p className="text-muted">
          {deck.passedWaiting ? t('discover.passedMatchFilters') : t('notices.noProfilesFoundHint')}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {deck.passedWaiting && (
            <Button onClick={() => void deck.startOver()}>
              <RotateCcw aria-hidden size={18} /> {t('notices.startOver')}
            </Button>
          )}
          <Button
            variant={deck.passedWaiting ? 'secondary' : 'primary'}
            disabled={widen.isPending}
            onClick={() => widen.mutate(DEFAULT_DISCOVER_FILTERS)}
          >
            <SlidersHorizontal aria-hidden size={18} /> {t('notices.widenFilters')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'filters' })}>
            {t('discover.adjustFilters')}
          </Button>
        </div>
      </EmptyState>
    )
  } else if (state === 'none') {
    // Default filters and nobody left: widening cannot help, so say so plainly.
    content = (
      <EmptyState icon={<Compass aria-hidden size={28} />} title={t('notices.noProfilesAtAll')}>
        <p className="text-muted">{t('notices.noProfilesAtAllHint')}</p>
        <Button variant="secondary" onClick={() => void deck.startOver()}>
          <RotateCcw aria-hidden size={18} /> {t('notices.startOver')}
        </Button>
      </EmptyState>
    )
  } else if (state === 'done') {
    content = (
      <EmptyState icon={<Compass aria-hidden size={28} />} title={t('notices.noMoreProfiles')}>
        <p className="text-muted">{t('discover.seenEveryone')}</p>
        <p className="text-muted">{t('discover.startOverHint')}</p>
        {deck.undoable && (
          <Button
            variant="secondary"
            onClick={handleUndo}
            aria-label={t('discover.undoPassOn', { name: deck.undoable.name, sex: deck.undoable.sex })}
          >
            <Undo2 aria-hidden size={18} /> {t('notices.undoPass')}
          </Button>
        )}
        <Button onClick={() => void deck.startOver()}>
          <RotateCcw aria-hidden size={18} /> {t('notices.startOver')}
        </Button>
      </EmptyState>
    )
  }

  const decision = (kind: 'like' | 'pass') =>
    current && (
      <DecisionButton
        kind={kind}
        aria-label={t(kind === 'like' ? 'discover.like' : 'discover.passOn', {
          name: current.name,
          sex: current.sex,
        })}
        aria-keyshortcuts={kind === 'like' ? likeKey : passKey}
        aria-disabled={deck.locked}
        onClick={() => decide(kind)}
      />
    )

  return (
    <section
      aria-labelledby="discover-title"
      data-fill
      className="flex min-h-0 flex-1 flex-col overflow-x-clip px-4 pt-6 pb-3 lg:pb-6"
    >
      <header className="mx-auto flex w-full max-w-md shrink-0 items-center justify-between gap-3 lg:max-w-5xl">
        <h1 id="discover-title" className="font-display text-3xl text-ink">
          {t('notices.discoverTitle')}
        </h1>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDialog({ kind: 'filters' })}
          aria-label={filtersActive ? t('discover.filtersActive') : t('discover.filters')}
          className="relative"
        >
          <SlidersHorizontal aria-hidden size={16} /> {t('discover.filters')}
          {filtersActive && (
            <span
              aria-hidden
              className="absolute -end-0.5 -top-0.5 h-3 w-3 rounded-full border-2 border-white bg-gold-ink"
            />
          )}
        </Button>
      </header>

      {!current && notice && <div className="mx-auto mt-3 w-full max-w-md lg:max-w-5xl">{notice}</div>}

      {/* The screen fills the space between the bars and does not scroll: the card scrolls inside its
          own frame, and Pass and Like stand in a bar of their own under it, at the same place for
          every card whatever its content (decision 355). From lg the pictures and the details stand
          side by side inside the frame. */}
      <div
        ref={contentRef}
        className="mx-auto mt-4 flex min-h-0 w-full max-w-md flex-1 flex-col lg:max-w-5xl"
      >
        {content ? (
          <div className="min-h-0 flex-1 overflow-y-auto">{content}</div>
        ) : (
          current && (
            <>
              <div className="relative min-h-0 flex-1">
                {/* biome-ignore lint/a11y/useSemanticElements: a named group to land focus on, not a form fieldset */}
                <div
                  key={current.id}
                  ref={cardRef}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls, so keys must reach it (axe: scrollable-region-focusable).
                  tabIndex={0}
                  role="group"
                  aria-label={t('discover.cardLabel', {
                    name: current.name,
                    sex: current.sex,
                    age: formatNumber(current.age),
                  })}
                  data-testid="discover-card-frame"
                  className={cn(
                    current.id !== openingCardId && 'discover-card-in',
                    'h-full overflow-y-auto overscroll-contain rounded-3xl focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary',
                  )}
                >
                  <ProfileCard
                    profile={current}
                    className="lg:grid lg:grid-cols-2 lg:items-start"
                    pictureClassName={PICTURE}
                    onPictureFailed={() => void deck.refreshPictures(current)}
                    // The like-back notice: over the bottom of the picture on a phone, where it
                    // takes no room of its own; beside the details on a desktop, where there is room.
                    pictureOverlay={
                      current.likedMe && (
                        <LikeBackNotice
                          name={current.name}
                          sex={current.sex}
                          wallet={wallet.data}
                          className="shadow-md lg:hidden"
                        />
                      )
                    }
                    footer={
                      current.likedMe && (
                        <div className="hidden lg:block">
                          <LikeBackNotice name={current.name} sex={current.sex} wallet={wallet.data} />
                        </div>
                      )
                    }
                  />
                </div>
                {deck.leaving && (
                  <div
                    key={`leaving-${deck.leaving.card.id}`}
                    aria-hidden
                    inert
                    data-leave={deck.leaving.kind}
                    className="discover-card-out absolute inset-0 z-10 overflow-hidden rounded-3xl"
                  >
                    <ProfileCard
                      profile={deck.leaving.card}
                      className="lg:grid lg:grid-cols-2 lg:items-start"
                      pictureClassName={PICTURE}
                    />
                  </div>
                )}
                {notice && <div className="absolute inset-x-0 bottom-0 z-20">{notice}</div>}
              </div>
              {/* Undo has a column of its own, mirrored by an empty one: Pass and Like stay where
                  the thumb expects them whether Undo shows or not. */}
              {/* The card's actions, all in one bar under its frame: toasts sit above it (decision 356). */}
              <div ref={actionBarRef} className="shrink-0 space-y-2 pt-3">
                <div className="grid grid-cols-[minmax(0,1fr)_auto_auto_minmax(0,1fr)] items-center gap-3 sm:gap-6">
                  <div className="flex justify-end">
                    {deck.undoable && (
                      <Button
                        variant="secondary"
                        size="sm"
                        className="px-2.5"
                        onClick={handleUndo}
                        aria-label={t('discover.undoPassOn', {
                          name: deck.undoable.name,
                          sex: deck.undoable.sex,
                        })}
                      >
                        <Undo2 aria-hidden size={16} /> {t('notices.undoPass')}
                      </Button>
                    )}
                  </div>
                  {decision('pass')}
                  {decision('like')}
                </div>
                <div className="flex justify-center [&>div]:justify-center">
                  <SecondaryActions
                    name={current.name}
                    sex={current.sex}
                    isFavorited={current.isFavorited}
                    onToggleFavorite={() => void deck.toggleFavorite(current)}
                    onReport={() => setDialog({ kind: 'report', card: current })}
                    onBlock={() => setDialog({ kind: 'block', card: current })}
                  />
                </div>
              </div>
              <p className="sr-only" aria-live="polite">
                {t('discover.showing', {
                  name: current.name,
                  sex: current.sex,
                  age: formatNumber(current.age),
                })}
              </p>
              <p className="mt-3 hidden shrink-0 text-center text-sm text-muted md:block">
                {t.rich<ReactNode>(
                  'discover.keyTip',
                  {
                    pass: (chunks) => <Kbd key="pass">{chunks}</Kbd>,
                    like: (chunks) => <Kbd key="like">{chunks}</Kbd>,
                  },
                  { passKey: rtl ? '→' : '←', likeKey: rtl ? '←' : '→' },
                )}
              </p>
            </>
          )
        )}
      </div>

      <FiltersDialog
        viewerSex={viewerSex}
        open={dialog?.kind === 'filters'}
        onOpenChange={(open) => setDialog(open ? { kind: 'filters' } : null)}
      />
      {dialog?.kind === 'report' && (
        <ReportDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          name={dialog.card.name}
          sex={dialog.card.sex}
          onSubmit={(input) => deck.report(dialog.card, input)}
        />
      )}
      {dialog?.kind === 'block' && (
        <BlockDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          name={dialog.card.name}
          sex={dialog.card.sex}
          onConfirm={() => deck.block(dialog.card)}
        />
      )}
    </section>
  )
}

function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="rounded-md border border-line bg-white px-1.5 py-0.5 font-sans text-xs text-ink shadow-sm">
      {children}
    </kbd>
  )
}

function EmptyState({
  icon,
  title,
  alert = false,
  children,
}: {
  icon: ReactNode
  title: string
  alert?: boolean
  children?: ReactNode
}) {
  return (
    <div
      role={alert ? 'alert' : 'status'}
      className="flex flex-col items-center gap-3 rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-sm"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        {icon}
      </span>
      <h2 className="font-display text-2xl text-ink">{title}</h2>
      {children}
    </div>
  )
}
