import type { PublicProfile } from '@mithaq/domain'
import { Briefcase, Flag, GraduationCap, Heart, MapPin, Ruler } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../components/ui/cn'
import { formatNumber, Isolated, useT } from '../../i18n'
import { useCountryNames } from './country-names'
import { DemoBadge } from './demo-badge'
import { LazyFaithCard } from './faith/lazy-faith-card'
import { PictureCarousel } from './picture-carousel'
import { formatList, formatLocation, maritalStatusLabel } from './profile-text'
import { VerifiedBadge } from './verified-badge'

export { formatLocation } from './profile-text'

export interface ProfileCardProps {
  profile: Pick<
    PublicProfile,
    | 'name'
    | 'age'
    | 'location'
    | 'aboutMe'
    | 'education'
    | 'occupation'
    | 'nationality'
    | 'height'
    | 'maritalStatus'
    | 'pictures'
    | 'sex'
  > & { isDemo?: boolean; isVerified?: boolean; picturesBlurred?: boolean }
  /** Buttons or badges shown under the name (actions belong to the screen, not the card). */
  footer?: ReactNode
  /**
   * Laid over the bottom of the pictures (Discover's like-back notice): said before the buttons
   * without pushing them down, so Pass and Like stay on a phone's first screen.
   */
  pictureOverlay?: ReactNode
  /** Classes for the picture's frame (its aspect ratio: 4:5 unless a screen needs another). */
  pictureClassName?: string
  className?: string
  headingLevel?: 'h2' | 'h3'
  /** A picture failed to load (see PictureCarousel): the screen may fetch fresh links. */
  onPictureFailed?: () => void
}

/**
 * A whole profile: pictures, name and age, every detail docs/product.md § 5 lists, and the faith
 * and family answers its member shows (with what both share and why it is shown, on a card).
 */
export function ProfileCard({
  profile,
  footer,
  pictureOverlay,
  pictureClassName,
  className,
  headingLevel: Heading = 'h2',
  onPictureFailed,
}: ProfileCardProps) {
  const t = useT()
  const countries = useCountryNames()
  const nationalities = profile.nationality.map((name) => countries.name(name))
  const carousel = (
    <PictureCarousel
      pictures={profile.pictures}
      name={profile.name}
      sex={profile.sex}
      className={pictureClassName}
      blurred={profile.picturesBlurred ? { sex: profile.sex } : undefined}
      onFailed={onPictureFailed}
    />
  )
  return (
    <article className={cn('overflow-hidden rounded-3xl border border-line bg-white shadow-sm', className)}>
      {pictureOverlay ? (
        <div className="relative">
          {carousel}
          <div className="absolute inset-x-3 bottom-3">{pictureOverlay}</div>
        </div>
      ) : (
        carousel
      )}
      <div className="space-y-4 p-5">
        <div>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Heading className="font-display text-2xl text-ink">
              {t.rich<ReactNode>(
                'profile.nameAge',
                {
                  who: (chunks) => (
                    <bdi key="who" dir="auto">
                      {chunks}
                    </bdi>
                  ),
                },
                { name: profile.name, sex: profile.sex, age: formatNumber(profile.age) },
              )}
            </Heading>
          </div>
          {profile.isDemo && <DemoBadge variant="full" className="mt-1.5" />}
          {profile.isVerified && <VerifiedBadge className="mt-1.5" />}
          {profile.occupation && (
            <p className="mt-0.5 text-start text-muted">
              <Isolated>{profile.occupation}</Isolated>
            </p>
          )}
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden size={16} /> {formatLocation(profile.location)}
          </p>
        </div>
        {footer}
        {profile.aboutMe && (
          <section>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-gold-ink">
              {t('profile.aboutMe')}
            </h3>
            <p dir="auto" className="mt-1 whitespace-pre-line text-start leading-relaxed text-ink/90">
              {profile.aboutMe}
            </p>
          </section>
        )}
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Detail
            icon={<GraduationCap aria-hidden size={18} />}
            label={t('profile.education')}
            value={profile.education || t('profile.notSpecified')}
            wrote={Boolean(profile.education)}
          />
          <Detail
            icon={<Briefcase aria-hidden size={18} />}
            label={t('profile.occupation')}
            value={profile.occupation || t('profile.notSpecified')}
            wrote={Boolean(profile.occupation)}
          />
          <Detail
            icon={<Heart aria-hidden size={18} />}
            label={t('profile.maritalStatus')}
            value={
              profile.maritalStatus
                ? maritalStatusLabel(profile.maritalStatus, profile.sex)
                : t('profile.notSpecified')
            }
          />
          <Detail
            icon={<Ruler aria-hidden size={18} />}
            label={t('profile.height')}
            value={t('profile.heightCm', { height: formatNumber(profile.height) })}
          />
          <Detail
            icon={<Flag aria-hidden size={18} />}
            label={profile.nationality.length > 1 ? t('profile.nationalities') : t('profile.nationality')}
            value={nationalities.length > 0 ? formatList(nationalities) : t('profile.notSpecified')}
          />
        </dl>
        <LazyFaithCard profile={profile} />
      </div>
    </article>
  )
}

/**
 * `wrote`: the value is the member's own words, in whatever direction they wrote them; isolated
 * in a line that keeps the page's alignment.
 */
function Detail({
  icon,
  label,
  value,
  wrote = false,
}: {
  icon: ReactNode
  label: string
  value: string
  wrote?: boolean
}) {
  return (
    // dt and dd sit directly in the div a <dl> allows; the icon is positioned, not wrapped.
    <div className="relative rounded-2xl bg-cream py-2.5 pe-3 ps-10">
      <dt className="text-xs font-medium text-muted">
        <span className="absolute top-3 start-3 text-primary">{icon}</span>
        {label}
      </dt>
      <dd className="text-start text-ink">{wrote ? <Isolated>{value}</Isolated> : value}</dd>
    </div>
  )
}
