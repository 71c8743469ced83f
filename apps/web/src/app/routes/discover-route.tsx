import { Suspense, useEffect, useState } from 'react'
import { ErrorBoundary } from '../../components/ui/error-boundary'
import { DiscoverScreen } from '../../features/discover/components/discover-screen'
import { useOwnProfile } from '../../features/profiles/api/get-own-profile'
import { useFaithOffer } from '../../features/profiles/hooks/use-faith-offer'
import { lazyWithTexts } from '../../lib/lazy-with-texts'

const FaithOffer = lazyWithTexts(
  () => import('../../features/profiles/components/faith/faith-offer'),
  'FaithOffer',
  ['faith'],
)

/** How long after Discover's first screen the offer may come: the deck's first card goes first. */
const OFFER_DELAY_MS = 1500

/** /app/profiles, and every unknown /app/* path, with the once-only Faith and family offer. */
export function DiscoverRoute() {
  const offer = useFaithOffer()
  const viewerSex = useOwnProfile().data?.sex
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!offer.due) return
    const timer = setTimeout(() => setReady(true), OFFER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [offer.due])
  return (
    <DiscoverScreen
      viewerSex={viewerSex}
      notice={
        offer.due &&
        ready && (
          // The offer is not needed to use Discover: if its code cannot be downloaded, it is not shown.
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <FaithOffer onDone={offer.finish} />
            </Suspense>
          </ErrorBoundary>
        )
      }
    />
  )
}
