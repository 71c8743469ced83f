import {
  MARK_READ_AFTER_NEW_MS,
  MARK_READ_ATTEMPTS,
  MARK_READ_ON_ENTRY_MS,
  MARK_READ_RETRY_BASE_MS,
  MARK_READ_RETRY_MAX_MS,
  type Message,
} from '@mithaq/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { withRetry } from '../../../lib/retry'
import { markRead } from '../api/mark-read'
import { matchKeys } from '../api/match-keys'

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  })

function usePageVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible')
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible')
    document.addEventListener('visibilitychange', update)
    return () => document.removeEventListener('visibilitychange', update)
  }, [])
  return visible
}

/**
 * Marks the other user's messages as read while the chat is on screen (docs/product.md § 8, § 12):
 * 2 s after entering, 1 s after new messages arrive, and 1 s after the page becomes visible
 * again. Transient failures are tried again after 1 s, then 2 s (doubling, at most 5 s), three
 * tries in all; a refusal (4xx) is not repeated.
 */
export function useMarkRead(matchId: string, messages: Message[] | undefined, myId: string | undefined) {
  const queryClient = useQueryClient()
  const visible = usePageVisible()
  const enteredAt = useRef(Date.now())
  const newestUnread = myId ? messages?.findLast((m) => m.senderId !== myId && !m.read)?.id : undefined

  useEffect(() => {
    if (!newestUnread || !visible || !myId) return
    const controller = new AbortController()
    const { signal } = controller
    const delay = Math.max(MARK_READ_AFTER_NEW_MS, MARK_READ_ON_ENTRY_MS - (Date.now() - enteredAt.current))

    async function run() {
      await wait(delay, signal)
      if (signal.aborted) return
      // Checked before each try: a page put away meanwhile is marked when it is back in view.
      const marked = await withRetry(
        async () => {
          if (document.visibilityState !== 'visible') return false
          await markRead(matchId)
          return true
        },
        {
          attempts: MARK_READ_ATTEMPTS,
          delayMs: MARK_READ_RETRY_BASE_MS,
          maxDelayMs: MARK_READ_RETRY_MAX_MS,
          signal,
        },
      ).catch(() => false)
      if (!marked || signal.aborted) return
      queryClient.setQueryData<Message[]>(matchKeys.messages(matchId), (list) =>
        list?.map((m) => (m.senderId !== myId && !m.read ? { ...m, read: true } : m)),
      )
      void queryClient.invalidateQueries({ queryKey: matchKeys.unreadCount })
      void queryClient.invalidateQueries({ queryKey: matchKeys.list })
    }
    void run()
    return () => controller.abort()
  }, [matchId, myId, newestUnread, visible, queryClient])
}
