import type { ModerationProfile } from '@mithaq/domain'
import { formatNumber, useT } from '../../../i18n'
import { mediaSrc } from '../../../lib/transport'
import { MEMBER_SEX_UNKNOWN } from '../lib/words'

/** The member a decision is about: name, place, about, and every picture at a glance. */
export function MemberSummary({ profile }: { profile: ModerationProfile }) {
  const t = useT()
  return (
    <section
      aria-label={t('moderation.member.profileOf', { name: profile.name, sex: MEMBER_SEX_UNKNOWN })}
      className="space-y-3"
    >
      <div>
        <p className="font-semibold text-ink">
          <bdi>{profile.name}</bdi>, {profile.age}
          {profile.isVerified && (
            <span className="ms-2 text-sm font-normal text-sky-800">
              {t('moderation.member.selfieChecked')}
            </span>
          )}
        </p>
        <p dir="auto" className="text-start text-sm text-muted">
          {[profile.occupation, `${profile.city}, ${profile.country}`].filter(Boolean).join(' · ')}
        </p>
        {profile.aboutMe && (
          <p dir="auto" className="mt-1 line-clamp-3 text-start text-sm text-ink/90">
            {profile.aboutMe}
          </p>
        )}
      </div>
      {profile.pictures.length === 0 ? (
        <p className="text-sm text-muted">{t('moderation.member.noPictures')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {profile.pictures.map((p, i) => (
            <li key={p.id}>
              <img
                src={mediaSrc(p.url)}
                alt={t('moderation.member.picture', {
                  name: profile.name,
                  sex: MEMBER_SEX_UNKNOWN,
                  index: formatNumber(i + 1),
                  count: formatNumber(profile.pictures.length),
                })}
                className="aspect-square w-full rounded-xl border border-line object-cover"
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
