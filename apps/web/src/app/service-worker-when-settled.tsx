import { useEffect } from 'react'
import { registerServiceWorkerWhenSettled } from '../lib/service-worker'

/** Renders nothing; mounted with the first screen, it has the service worker registered once the page has settled. */
export function ServiceWorkerWhenSettled() {
  useEffect(() => registerServiceWorkerWhenSettled(), [])
  return null
}
