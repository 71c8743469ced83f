import { ArrowLeft } from 'lucide-react'
import { Link, Navigate } from 'react-router'
import { LoadingIndicator } from '../../components/ui/loading-indicator'
import { Logo } from '../../components/ui/logo'
import { paths } from '../../config/paths'
import { useMe } from '../../features/auth/api/get-me'
import { ModerationConsole } from '../../features/moderation/components/moderation-console'
import { useT } from '../../i18n'

/**
 * /moderation: moderators only (the server checks every call too). A moderator needs no profile
 * of their own, so the console stands outside the app's tabs.
 */
export function ModerationRoute() {
  const t = useT()
  const { data: me, isPending } = useMe()
  if (isPending) return <LoadingIndicator fullScreen />
  if (!me) return <Navigate to={paths.auth} replace state={{ from: paths.moderation }} />
  if (!me.isModerator) return <Navigate to={me.hasProfile ? paths.app.profiles : paths.home} replace />
  return (
    <div className="min-h-dvh bg-cream">
      <header className="flex items-center justify-between gap-3 border-b border-line bg-white px-4 py-3 md:px-6">
        <Logo />
        {me.hasProfile && (
          <Link to={paths.app.account} className="inline-flex items-center gap-1.5 font-medium text-primary">
            <ArrowLeft aria-hidden size={18} className="rtl:-scale-x-100" /> {t('common.backToApp')}
          </Link>
        )}
      </header>
      <main>
        <ModerationConsole />
      </main>
    </div>
  )
}
