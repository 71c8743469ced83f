import { findSafetyConcerns, type SafetyConcern, type Sex } from '@mithaq/domain'
import type { TextKey, Translator } from '@mithaq/i18n'
import { Check, CheckCheck } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { cn } from '../../../../components/ui/cn'
import { localDayKey, useT } from '../../../../i18n'
import type { ChatMessage } from '../../hooks/use-chat-messages'
import { chatTime, dayLabel } from '../../lib/chat-time'
import { ReceivedSafetyWarning } from './safety-warning'

interface DayGroup {
  key: string
  label: string
  messages: ChatMessage[]
}

function groupByDay(t: Translator<TextKey>, messages: ChatMessage[], now: Date): DayGroup[] {
  const groups: DayGroup[] = []
  for (const message of messages) {
    const date = new Date(message.createdAt)
    const key = localDayKey(date)
    const last = groups.at(-1)
    if (last?.key === key) last.messages.push(message)
    else groups.push({ key, label: dayLabel(t, date, now), messages: [message] })
  }
  return groups
}

export interface MessageListProps {
  messages: ChatMessage[]
  myId: string
  otherName: string
  /** The other person's sex: the words about them agree with it (decision 300). */
  otherSex: Sex
  /**
   * Report the other person from a safety warning. Received messages that share contact details
   * or talk about money show the warning only where this is given (the live chat).
   */
  onReport?: (concerns: SafetyConcern[]) => void
  /**
   * Scroll to the newest message when one is added (the live chat). Off where something below the
   * conversation must stay in view instead (a locked chat's payment card).
   */
  followLatest?: boolean
}

/** The conversation, grouped by day, newest at the bottom; new messages are read out politely. */
export function MessageList({
  messages,
  myId,
  otherName,
  otherSex,
  onReport,
  followLatest = true,
}: MessageListProps) {
  const t = useT()
  const end = useRef<HTMLDivElement>(null)
  const count = messages.length
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message is added
  useEffect(() => {
    if (followLatest) end.current?.scrollIntoView({ block: 'end' })
  }, [count])

  if (count === 0) {
    return (
      <p className="flex flex-1 items-center justify-center px-6 py-12 text-center text-muted">
        {t('chat.noMessages')}
      </p>
    )
  }

  const now = new Date()
  return (
    <div
      role="log"
      aria-label={t('chat.conversationWith', { name: otherName, sex: otherSex })}
      className="space-y-5"
    >
      {groupByDay(t, messages, now).map((group) => (
        <section key={group.key} aria-label={group.label}>
          <h2 className="mb-3 text-center">
            <span className="rounded-full bg-sand px-3 py-1 text-xs font-medium text-muted">
              {group.label}
            </span>
          </h2>
          <ol className="space-y-2">
            {group.messages.map((message) => (
              <MessageBubble
                key={message.clientId || message.id}
                message={message}
                mine={message.senderId === myId}
                onReport={onReport}
              />
            ))}
          </ol>
        </section>
      ))}
      <div ref={end} />
    </div>
  )
}

function MessageBubble({
  message,
  mine,
  onReport,
}: {
  message: ChatMessage
  mine: boolean
  onReport?: (concerns: SafetyConcern[]) => void
}) {
  const t = useT()
  const time = chatTime(new Date(message.createdAt))
  const warn = !mine && onReport !== undefined
  const concerns = useMemo(() => (warn ? findSafetyConcerns(message.content) : []), [warn, message.content])
  return (
    <li className={cn('flex flex-col gap-1.5', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-4 py-2 shadow-sm sm:max-w-[70%]',
          mine ? 'rounded-ee-md bg-primary text-white' : 'rounded-es-md border border-line bg-white text-ink',
          message.pending && 'opacity-70',
        )}
      >
        <p dir="auto" className="whitespace-pre-wrap break-words text-start">
          {message.content}
        </p>
        <p
          className={cn(
            'mt-1 flex items-center justify-end gap-1 text-xs',
            mine ? 'text-white/85' : 'text-muted',
          )}
        >
          <time dateTime={message.createdAt}>{time}</time>
          {mine &&
            (message.pending ? (
              <span>{t('chat.message.sending')}</span>
            ) : message.read ? (
              <>
                <CheckCheck aria-hidden size={14} />
                <span>{t('chat.message.read')}</span>
              </>
            ) : (
              <>
                <Check aria-hidden size={14} />
                <span className="sr-only">{t('chat.message.sent')}</span>
              </>
            ))}
        </p>
      </div>
      {onReport && concerns.length > 0 && (
        <ReceivedSafetyWarning concerns={concerns} onReport={() => onReport(concerns)} />
      )}
    </li>
  )
}
