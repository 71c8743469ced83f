import { useState } from 'react'

/**
 * Whether Discover still offers 'Faith and family' on this device. The offer is made once: a
 * member who answers or says 'Not now' is not asked again. Kept in localStorage because the
 * faith contract has no place for it on the server (decision 420); a member on a new device may
 * see the offer once more, which costs a tap and reveals nothing.
 */
const KEY = 'mithaq.faithOffer'

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) !== null
  } catch {
    return true // No storage (private mode): never nag on every visit.
  }
}

export function useFaithOffer() {
  const [done, setDone] = useState(stored)
  return {
    due: !done,
    finish: () => {
      try {
        localStorage.setItem(KEY, 'done')
      } catch {
        // Without storage the offer is gone until the page is reloaded.
      }
      setDone(true)
    },
  }
}
