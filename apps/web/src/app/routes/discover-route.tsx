import { DiscoverScreen } from '../../features/discover/components/discover-screen'

/** /app/profiles, and every unknown /app/* path. */
export function DiscoverRoute() {
  return <DiscoverScreen />
}
