import type { UnmatchedListItem } from '@mithaq/domain'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { cn } from '../../../../components/ui/cn'
import { Dialog } from '../../../../components/ui/dialog'
import { LoadingIndicator } from '../../../../components/ui/loading-indicator'
import { ScrollRegion } from '../../../../components/ui/scroll-region'
import { paths } from '../../../../config/paths'
import { useT } from '../../../../i18n'
import { errorMessage } from '../../../../lib/api-client'
import { useMessages } from '../../api/get-messages'
import { chatTime, dayLabel } from '../../lib/chat-time'
import { RemoveForeverButton } from './remove-forever-button'

export interface ChatHistoryDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  item: UnmatchedListItem
  onBack: () => void
  onRematch: () => void
  onRemove: () => void
}

/** The messages of an ended match, read-only. */
export function ChatHistoryDialog({
  open,
  onOpenChange,
  item,
  onBack,
  onRematch,
  onRemove,
}: ChatHistoryDialogProps) {
  const t = useT()
  const name = item.profile.name
  const sex = item.profile.sex
  const messages = useMessages(item.id, open)
  const now = new Date()
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('matches.history.title', { name, sex })}>
      <ScrollRegion
        label={t('matches.history.title', { name, sex })}
        className="max-h-[45dvh] overflow-y-auto rounded-2xl bg-cream p-3"
      >
        {messages.isPending ? (
          <LoadingIndicator message={t('chat.loading')} size="small" />
        ) : messages.isError ? (
          <p role="alert" className="p-3 text-sm text-destructive">
            {errorMessage(messages.error)}
          </p>
        ) : messages.data.length === 0 ? (
          <p className="p-3 text-center text-sm text-muted">{t('matches.history.none')}</p>
        ) : (
          <ol className="space-y-2" aria-label={t('matches.history.messagesWith', { name, sex })}>
            {messages.data.map((m) => {
              const mine = m.senderId !== item.profile.id
              const date = new Date(m.createdAt)
              return (
                <li key={m.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                  <div
                    className={cn(
                      'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
                      mine ? 'bg-primary text-white' : 'border border-line bg-white text-ink',
                    )}
                  >
                    <p dir="auto" className="whitespace-pre-wrap break-words text-start">
                      {m.content}
                    </p>
                    <p className={cn('mt-0.5 text-end text-xs', mine ? 'text-white/85' : 'text-muted')}>
                      <span className="sr-only">
                        {mine ? t('matches.history.you') : t('matches.history.them', { name, sex })}
                      </span>
                      {t('matches.history.when', { day: dayLabel(t, date, now), time: chatTime(date) })}
                    </p>
                  </div>
                </li>
              )
            })}
          </ol>
        )}
      </ScrollRegion>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="ghost" onClick={onBack}>
          {t('matches.history.backToProfile')}
        </Button>
        <RemoveForeverButton onClick={onRemove} />
        {item.canRematch ? (
          <Button onClick={onRematch}>{t('matches.rematchButton')}</Button>
        ) : (
          <Link to={paths.app.chat(item.id)} className={buttonClasses()}>
            {t('matches.history.viewFull')}
          </Link>
        )}
      </div>
    </Dialog>
  )
}
