import type { PublicProfile } from '@mithaq/domain'
import { Briefcase, Flag, GraduationCap, Heart, MapPin, Ruler } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../ui/cn'
import { DemoBadge } from './demo-badge'
import { PictureCarousel } from './picture-carousel'
import { VerifiedBadge } from './verified-badge'

/** How a location reads everywhere: "City, Country", or 'Unknown' when we have neither. */
export const formatLocation = (location: { city: string; country: string }) =>
  [location.city, location.country].filter((part) => part && part !== 'Unknown').join(', ') || 'Unknown'

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
  > & { isDemo?: boolean; isVerified?: boolean; sex?: PublicProfile['sex']; picturesBlurred?: boolean }
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
}

/** A whole profile: pictures, name and age, and every detail docs/product.md § 5 lists. */
export function ProfileCard({
  profile,
  footer,
  pictureOverlay,
  pictureClassName,
  className,
  headingLevel: Heading = 'h2',
}: ProfileCardProps) {
  return (
    <article className={cn('overflow-hidden rounded-3xl border border-line bg-white shadow-sm', className)}>
      {pictureOverlay ? (
        <div className="relative">
          <PictureCarousel
            pictures={profile.pictures}
            name={profile.name}
            className={pictureClassName}
            blurred={profile.picturesBlurred ? { sex: profile.sex } : undefined}
          />
          <div className="absolute inset-x-3 bottom-3">{pictureOverlay}</div>
        </div>
      ) : (
        <PictureCarousel
          pictures={profile.pictures}
          name={profile.name}
          className={pictureClassName}
          blurred={profile.picturesBlurred ? { sex: profile.sex } : undefined}
        />
      )}
      <div className="space-y-4 p-5">
        <div>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Heading className="font-display text-2xl text-ink">
              {profile.name}, {profile.age}
            </Heading>
          </div>
          {profile.isDemo && <DemoBadge variant="full" className="mt-1.5" />}
          {profile.isVerified && <VerifiedBadge className="mt-1.5" />}
          {profile.occupation && <p className="mt-0.5 text-muted">{profile.occupation}</p>}
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden size={16} /> {formatLocation(profile.location)}
          </p>
        </div>
        {footer}
        {profile.aboutMe && (
          <section>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-gold-ink">About Me</h3>
            <p className="mt-1 whitespace-pre-line leading-relaxed text-ink/90">{profile.aboutMe}</p>
          </section>
        )}
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Detail
            icon={<GraduationCap aria-hidden size={18} />}
            label="Education"
            value={profile.education || 'Not specified'}
          />
          <Detail
            icon={<Briefcase aria-hidden size={18} />}
            label="Occupation"
            value={profile.occupation || 'Not specified'}
          />
          <Detail
            icon={<Heart aria-hidden size={18} />}
            label="Marital status"
            value={profile.maritalStatus || 'Not specified'}
          />
          <Detail icon={<Ruler aria-hidden size={18} />} label="Height" value={`${profile.height} cm`} />
          <Detail
            icon={<Flag aria-hidden size={18} />}
            label={profile.nationality.length > 1 ? 'Nationalities' : 'Nationality'}
            value={profile.nationality.join(', ') || 'Not specified'}
          />
        </dl>
      </div>
    </article>
  )
}

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    // dt and dd sit directly in the div a <dl> allows; the icon is positioned, not wrapped.
    <div className="relative rounded-2xl bg-cream py-2.5 pe-3 ps-10">
      <dt className="text-xs font-medium text-muted">
        <span className="absolute top-3 start-3 text-primary">{icon}</span>
        {label}
      </dt>
      <dd className="text-ink">{value}</dd>
    </div>
  )
}
