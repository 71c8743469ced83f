import { Suspense } from 'react'
import { ErrorBoundary } from '../../../components/ui/error-boundary'
import { lazyWithTexts } from '../../../lib/lazy-with-texts'
import { type FaithCardExtras, isShownAnswer } from './faith-contract'

const FaithOnCard = lazyWithTexts(() => import('./faith-on-card'), 'FaithOnCard', ['faith'])

/** The faith part of a card, downloaded with its texts only when a profile has something to show. */
export function LazyFaithCard({ profile }: { profile: object }) {
  const { faith, shared, why } = profile as FaithCardExtras
  const hasAnswers = faith && Object.values(faith).some(isShownAnswer)
  if (!hasAnswers && !shared?.length && !why) return null
  // The card is whole without these lines: if their code cannot be downloaded, they are left out.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <FaithOnCard faith={faith} shared={shared} why={why} />
      </Suspense>
    </ErrorBoundary>
  )
}
