import { DUPLICATE_SEND_GUARD_MS, type Message } from '@mithaq/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { currentTranslator } from '../../../i18n'
import { isRefusal } from '../../../lib/retry'
import { useServerEvents } from '../../../lib/socket-client'
import { upsertMessage, useMessages } from '../api/get-messages'
import { matchKeys } from '../api/match-keys'
import { sendMessage } from '../api/send-message'

/** A message on screen before the server has saved it. */
export interface ChatMessage extends Message {
  pending?: boolean
}

export type SendOutcome = 'sent' | 'skipped' | 'failed'

/** crypto.randomUUID exists only in secure contexts; a LAN address over http still needs an id. */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * A chat's messages, live: the saved ones (fetched, then kept current by socket events) followed
 * by my optimistic ones. A sent message is shown at once, swapped for the saved one when the
 * server answers (or its event arrives first, matched by clientId), and removed if the send fails.
 */
export function useChatMessages(matchId: string, myId: string | undefined) {
  const queryClient = useQueryClient()
  const query = useMessages(matchId)
  const [pending, setPending] = useState<ChatMessage[]>([])
  const [sending, setSending] = useState(false)
  const lastSend = useRef<{ content: string; at: number } | undefined>(undefined)
  // State lags a render behind; two Enter presses in one tick must still see the first send.
  const inFlight = useRef(false)
  const key = matchKeys.messages(matchId)

  useServerEvents((event) => {
    if (event.type === 'message.created' && event.message.matchId === matchId) {
      queryClient.setQueryData<Message[]>(key, (list) => upsertMessage(list, event.message))
      setPending((list) => list.filter((m) => m.clientId !== event.message.clientId))
    } else if (event.type === 'message.read' && event.matchId === matchId) {
      // The reader's messages stay as they were; the other side's become read.
      queryClient.setQueryData<Message[]>(key, (list) =>
        list?.map((m) =>
          m.senderId !== event.readerId && !m.read ? { ...m, read: true, readAt: event.readAt } : m,
        ),
      )
    }
  })

  const saved = query.data
  const messages = useMemo<ChatMessage[]>(() => {
    const list = saved ?? []
    const savedIds = new Set(list.map((m) => m.clientId))
    return [...list, ...pending.filter((m) => !savedIds.has(m.clientId))]
  }, [saved, pending])

  const send = useCallback(
    async (text: string): Promise<SendOutcome> => {
      const content = text.trim()
      if (!content || !myId || inFlight.current) return 'skipped'
      const now = Date.now()
      const last = lastSend.current
      if (last && last.content === content && now - last.at < DUPLICATE_SEND_GUARD_MS) return 'skipped'
      lastSend.current = { content, at: now }

      const clientId = newClientId()
      const optimistic: ChatMessage = {
        id: `pending-${clientId}`,
        matchId,
        senderId: myId,
        clientId,
        content,
        read: false,
        readAt: null,
        createdAt: new Date(now).toISOString(),
        pending: true,
      }
      setPending((list) => [...list, optimistic])
      inFlight.current = true
      setSending(true)
      try {
        const message = await sendMessage(matchId, { content, clientId })
        queryClient.setQueryData<Message[]>(matchKeys.messages(matchId), (list) =>
          upsertMessage(list, message),
        )
        void queryClient.invalidateQueries({ queryKey: matchKeys.list })
        void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) })
        return 'sent'
      } catch (error) {
        // A refusal says why ('Cannot send message', 'Chat locked: …'); anything else is generic.
        toast.error(
          currentTranslator()('chat.sendFailed'),
          isRefusal(error) ? { description: error.message } : undefined,
        )
        // The economy refused (the chat locked or the match ended meanwhile): the match on screen
        // is out of date, so it is read again and the screen shows what the chat is now.
        if (isRefusal(error) && error.reason) {
          void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) })
        }
        return 'failed'
      } finally {
        setPending((list) => list.filter((m) => m.clientId !== clientId))
        inFlight.current = false
        setSending(false)
      }
    },
    [matchId, myId, queryClient],
  )

  return { query, saved, messages, send, sending }
}
