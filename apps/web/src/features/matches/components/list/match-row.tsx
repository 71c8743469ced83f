import type { MatchListItem } from '@mithaq/domain'
import { Hourglass, Lock } from 'lucide-react'
import { NavLink } from 'react-router'
import { cn } from '../../../../components/ui/cn'
import { paths } from '../../../../config/paths'
import { Avatar } from '../../../../entities/profile/avatar'
import { DemoBadge } from '../../../../entities/profile/demo-badge'
import { useT } from '../../../../i18n'
import { badgeCount, listTimestamp, previewText, timeLeft, turnText } from '../../lib/chat-time'

/** One match: avatar, name, unread badge, the last message (or an invitation), and when. */
export function MatchRow({ match, now }: { match: MatchListItem; now: Date }) {
  const t = useT()
  const { profile, lastMessage, unreadCount } = match
  const unread = unreadCount > 0
  const when = listTimestamp(t, new Date(lastMessage?.createdAt ?? match.lastActivityAt), now)
  return (
    <li>
      {/* On a desktop the open conversation is beside the list: its row is marked (aria-current). */}
      <NavLink
        to={paths.app.chat(match.id)}
        className={({ isActive }) =>
          cn(
            'flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-cream focus-visible:bg-cream',
            isActive && 'bg-primary-soft hover:bg-primary-soft',
          )
        }
      >
        <Avatar name={profile.name} picture={profile.picture} />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <span className="flex min-w-0 items-center gap-2">
              <span
                dir="auto"
                className={cn('truncate text-base text-ink', unread ? 'font-semibold' : 'font-medium')}
              >
                {profile.name}
              </span>
              {profile.isDemo && <DemoBadge />}
            </span>
            <span className={cn('shrink-0 text-xs', unread ? 'font-semibold text-primary' : 'text-muted')}>
              {when}
            </span>
          </div>
          <div className="mt-0.5 flex items-center justify-between gap-3">
            <span
              className={cn('flex min-w-0 items-center gap-1.5 text-sm', unread ? 'text-ink' : 'text-muted')}
            >
              {match.status === 'locked' && (
                <>
                  <Lock aria-hidden size={14} className="shrink-0 text-gold-ink" />
                  <span className="sr-only">{t('matches.row.locked')}</span>
                </>
              )}
              <span dir={lastMessage ? 'auto' : undefined} className="truncate">
                {lastMessage
                  ? previewText(t, lastMessage.content, lastMessage.isMine)
                  : t('matches.row.startConversation')}
              </span>
            </span>
            {unread && (
              <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-white">
                <span aria-hidden>{badgeCount(unreadCount)}</span>
                <span className="sr-only">{t('matches.unread', { count: unreadCount })}</span>
              </span>
            )}
          </div>
          {match.timer && <TurnLine match={match} now={now} />}
        </div>
      </NavLink>
    </li>
  )
}

/** Who must act, what, and the time left: 'Your move · Reply · 1h 05m left'. */
function TurnLine({ match, now }: { match: MatchListItem; now: Date }) {
  const t = useT()
  const timer = match.timer!
  const { text: left, expired } = timeLeft(t, Date.parse(timer.expiresAt) - now.getTime())
  const mine = timer.turn !== 'them'
  // The time left keeps the turn's last word with it, so it never wraps onto a line alone.
  const turn = turnText(t, timer, { name: match.profile.name, sex: match.profile.sex })
  const cut = turn.lastIndexOf(' ') + 1
  return (
    <p
      className={cn(
        // Wraps rather than truncates: who must act and by when both matter, even at 320 px.
        'mt-1.5 flex w-fit max-w-full items-start gap-1.5 rounded-xl px-2.5 py-0.5 text-xs leading-5 font-medium',
        expired
          ? 'bg-destructive-soft text-destructive'
          : mine
            ? 'bg-gold/30 text-gold-ink'
            : 'bg-sand text-muted',
      )}
    >
      <Hourglass aria-hidden size={12} className="mt-1 shrink-0" />
      <span className="min-w-0">
        {turn.slice(0, cut)}
        <span className="whitespace-nowrap">
          {turn.slice(cut)} · {left}
        </span>
      </span>
    </p>
  )
}
