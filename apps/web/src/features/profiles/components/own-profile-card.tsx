import { Button } from '../../../components/ui/button'
import { LoadingIndicator } from '../../../components/ui/loading-indicator'
import { ProfileCard } from '../../../entities/profile/profile-card'
import { useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { useOwnProfile } from '../api/get-own-profile'

/** The user's own profile, as others see it on their cards. */
export function OwnProfileCard() {
  const t = useT()
  const { data: profile, error, isPending, refetch } = useOwnProfile()
  if (isPending) return <LoadingIndicator />
  if (error) {
    return (
      <div role="alert" className="rounded-3xl border border-line bg-white p-6 text-center">
        <p className="font-medium text-ink">{t('notices.somethingWentWrong')}</p>
        <p className="mt-1 text-sm text-muted">{errorMessage(error)}</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => refetch()}>
          {t('profile.tryAgain')}
        </Button>
      </div>
    )
  }
  return <ProfileCard profile={{ ...profile, pictures: profile.pictures.map((p) => p.url) }} />
}
