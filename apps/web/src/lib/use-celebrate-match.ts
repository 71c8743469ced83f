import { MATCH_TO_CHAT_DELAY_MS, MESSAGES } from '@mithaq/domain'
import { useCallback, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { paths } from '../config/paths'

/**
 * "It's a Match!", then the chat 1.5 s later (docs/product.md § 5, § 12), from Discover and from Liked.
 * Leaving the screen in the meantime cancels the trip: the user has already gone elsewhere.
 */
export function useCelebrateMatch() {
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(
    (matchId: string) => {
      toast.success(MESSAGES.itsAMatch, { description: MESSAGES.itsAMatchDescription })
      clearTimeout(timer.current)
      timer.current = setTimeout(() => navigate(paths.app.chat(matchId)), MATCH_TO_CHAT_DELAY_MS)
    },
    [navigate],
  )
}
