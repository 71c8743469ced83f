import type { ModerationProfile } from '@mithaq/domain'
import { mediaSrc } from '../../../lib/transport'

/** The member a decision is about: name, place, about, and every picture at a glance. */
export function MemberSummary({ profile }: { profile: ModerationProfile }) {
  return (
    <section aria-label={`Profile of ${profile.name}`} className="space-y-3">
      <div>
        <p className="font-semibold text-ink">
          {profile.name}, {profile.age}
          {profile.isVerified && (
            <span className="ms-2 text-sm font-normal text-sky-800">(selfie checked)</span>
          )}
        </p>
        <p className="text-sm text-muted">
          {[profile.occupation, `${profile.city}, ${profile.country}`].filter(Boolean).join(' · ')}
        </p>
        {profile.aboutMe && <p className="mt-1 line-clamp-3 text-sm text-ink/90">{profile.aboutMe}</p>}
      </div>
      {profile.pictures.length === 0 ? (
        <p className="text-sm text-muted">No pictures.</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {profile.pictures.map((p, i) => (
            <li key={p.id}>
              <img
                src={mediaSrc(p.url)}
                alt={`${profile.name}, ${i + 1} of ${profile.pictures.length}`}
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
