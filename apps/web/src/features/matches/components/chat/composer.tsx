import { findSafetyConcerns, MESSAGE_MAX_LENGTH } from '@mithaq/domain'
import { SendHorizontal } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useDeferredValue, useId, useMemo, useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { useT } from '../../../../i18n'
import type { SendOutcome } from '../../hooks/use-chat-messages'
import { DraftSafetyWarning } from './safety-warning'

export interface ComposerProps {
  onSend: (text: string) => Promise<SendOutcome>
  sending: boolean
}

/**
 * 'Type a message...': Enter sends, Shift+Enter adds a line; blank text is never sent. A draft that
 * shares contact details or talks about money shows a calm warning above it, and still sends.
 */
export function Composer({ onSend, sending }: ComposerProps) {
  const t = useT()
  const [text, setText] = useState('')
  const id = useId()
  // Deferred: the patterns run after the keystroke has been painted, never in its way.
  const draft = useDeferredValue(text)
  const concerns = useMemo(() => findSafetyConcerns(draft), [draft])

  async function submit() {
    if (!text.trim() || sending) return
    const sent = text
    setText('')
    const outcome = await onSend(sent)
    // Give the words back after a failure, unless something new has been typed meanwhile.
    if (outcome === 'failed') setText((current) => current || sent)
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    void submit()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <>
      <div aria-live="polite">{concerns.length > 0 && <DraftSafetyWarning concerns={concerns} />}</div>
      <form onSubmit={handleSubmit} className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {t('chat.composer.label')}
        </label>
        <textarea
          id={id}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={t('chat.composer.placeholder')}
          dir="auto"
          className="field-sizing-content max-h-40 min-h-11 flex-1 resize-none rounded-3xl border border-line bg-white px-4 py-2.5 text-base text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/25"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t('chat.composer.send')}
          disabled={sending || !text.trim()}
          aria-busy={sending}
          className="shrink-0"
        >
          <SendHorizontal aria-hidden size={20} className="rtl:-scale-x-100" />
        </Button>
      </form>
    </>
  )
}
