import { useMatches } from '../../features/matches/api/get-matches'
import { NotificationsScreen } from '../../features/notifications/components/notifications-screen'
import { PushSettings } from '../../features/notifications/components/push-settings'

/** /app/notifications, with each match's running timer (matches feature) for the reminders, and push. */
export function NotificationsRoute() {
  const matches = useMatches()
  const timerFor = (matchId: string) =>
    matches.data ? (matches.data.find((m) => m.id === matchId)?.timer ?? null) : undefined
  return <NotificationsScreen timerFor={timerFor} pushSettings={<PushSettings />} />
}
