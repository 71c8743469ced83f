import {
  FAITH_FIELD_NAMES,
  FAITH_FIELDS,
  FAITH_LANGUAGES,
  type FaithAnswers,
  type FaithFilters,
  faithAnswerCodes,
  faithFilterVector,
  faithValueCodes,
  type Sex,
} from '@mithaq/domain'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles } from '../../db/schema'

/**
 * The compact faith vector on the profile row (decision 480): written by the caller's transaction,
 * the one that writes the answers (profile_faith) or the filters (discovery_filters), so the two
 * copies never disagree. Null answers: consent withdrawn or never given.
 */
export async function writeFaithAnswersVector(
  tx: Db,
  profile: { id: string; sex: Sex },
  answers: FaithAnswers | null,
) {
  const codes = answers ? faithAnswerCodes(profile.sex, answers) : null
  await tx
    .update(profiles)
    .set({ faithCodes: codes && codes.length > 0 ? codes : null })
    .where(eq(profiles.id, profile.id))
}

export async function writeFaithFilterVector(tx: Db, profileId: string, filters: FaithFilters) {
  const v = faithFilterVector(filters)
  await tx
    .update(profiles)
    .set({
      faithMustExcluded: v.mustExcluded,
      faithMustLanguages: v.mustLanguages,
      faithWishValues: v.wishValues,
      faithWishLanguages: v.wishLanguages,
    })
    .where(eq(profiles.id, profileId))
}

/** Discover's once-only offer was answered (decision 482): the first answer's time stays. */
export async function markFaithOfferAnswered(tx: Db, profileId: string, now: Date) {
  await tx
    .update(profiles)
    .set({ faithOfferAnsweredAt: now })
    .where(and(eq(profiles.id, profileId), isNull(profiles.faithOfferAnsweredAt)))
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`

/**
 * The same vectors computed in SQL from the stored answers and filters, for every profile at once:
 * the migration that added the columns ran this text (faith-vector.test.ts compares them), and the
 * benchmark runs it after seeding. Bits and codes come from the domain's own encoder.
 */
export function faithVectorBackfillSql(): string {
  const single = FAITH_FIELD_NAMES.filter((f) => f !== 'languages')
  // (field, value, code for women, bit) for every single-choice value; bit = code for women.
  const values = single.flatMap((field) =>
    FAITH_FIELDS[field].map((value) => {
      const code = faithValueCodes('female', field, [value])[0]!
      return `(${quote(field)}, ${quote(value)}, ${code})`
    }),
  )
  const unsaid = single.map((field, i) => `(${quote(field)}, ${values.length + i})`)
  const languages = FAITH_LANGUAGES.map(
    (lang, i) => `(${quote(lang)}, ${faithValueCodes('female', 'languages', [lang])[0]!}, ${i})`,
  )
  const male =
    faithValueCodes('male', 'sect', ['sunni'])[0]! - faithValueCodes('female', 'sect', ['sunni'])[0]!
  const v = `(values ${values.join(', ')}) v(field, value, code)`
  const u = `(values ${unsaid.join(', ')}) u(field, bit)`
  const l = `(values ${languages.join(', ')}) l(value, code, bit)`
  const must = (field: string) => `coalesce((d.faith->${field}->>'must')::boolean, false)`
  const wish = (field: string) => `coalesce(not (d.faith->${field}->>'must')::boolean, false)`
  return [
    `update profiles p set faith_codes = (select array_agg(x.code + case when p.sex = 'male' then ${male} else 0 end order by x.code) from (
  select v.code from ${v} where f.answers->>v.field = v.value
  union all
  select l.code from ${l} where jsonb_typeof(f.answers->'languages') = 'array' and f.answers->'languages' ? l.value
) x) from profile_faith f where f.profile_id = p.id`,
    `update profiles p set
  faith_must_excluded = coalesce((select bit_or(1::bigint << v.code) from ${v} where ${must('v.field')} and not (d.faith->v.field->'values' ? v.value)), 0)
    | coalesce((select bit_or(1::bigint << u.bit) from ${u} where ${must('u.field')}), 0),
  faith_must_languages = coalesce((select bit_or(1::bigint << l.bit) from ${l} where ${must("'languages'")} and d.faith->'languages'->'values' ? l.value), 0),
  faith_wish_values = coalesce((select bit_or(1::bigint << v.code) from ${v} where ${wish('v.field')} and d.faith->v.field->'values' ? v.value), 0),
  faith_wish_languages = coalesce((select bit_or(1::bigint << l.bit) from ${l} where ${wish("'languages'")} and d.faith->'languages'->'values' ? l.value), 0)
from discovery_filters d where d.profile_id = p.id and d.faith <> '{}'::jsonb`,
  ].join(';\n')
}
