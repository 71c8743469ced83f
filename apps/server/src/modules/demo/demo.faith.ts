import type { FaithAnswers, FaithField } from '@mithaq/domain'
import type { DemoMember } from './demo.members'

/** Languages people of a nationality commonly speak (ISO 639-1), for believable demo answers. */
const LANGUAGES_BY_NATIONALITY: Record<string, string[]> = {
  'United Kingdom': ['en'],
  'United States': ['en'],
  Canada: ['en', 'fr'],
  Pakistan: ['ur', 'pa'],
  Egypt: ['ar'],
  Morocco: ['ar', 'fr'],
  Algeria: ['ar', 'fr'],
  Tunisia: ['ar', 'fr'],
  Jordan: ['ar'],
  Palestine: ['ar'],
  'Saudi Arabia': ['ar'],
  'United Arab Emirates': ['ar', 'en'],
  Nigeria: ['en', 'ha', 'yo'],
  Malaysia: ['ms', 'en'],
  Indonesia: ['id'],
  Turkey: ['tr'],
  'Bosnia and Herzegovina': ['bs'],
  Somalia: ['so'],
  Bangladesh: ['bn'],
  France: ['fr'],
  Germany: ['de'],
  Afghanistan: ['fa', 'ps'],
  Senegal: ['wo', 'fr'],
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!

/**
 * 'Faith and family' answers for a demo member (decision 410), varied but believable: derived from
 * what the profile already says (a portrait in hijab covers, nationality gives languages, a
 * divorced or widowed member may have children), with some fields left empty, some 'prefer not
 * to say' and some kept for matching only, as real members do.
 */
export function demoFaith(m: DemoMember, index: number): { answers: FaithAnswers; shown: FaithField[] } {
  const languages = [...new Set(m.nationality.flatMap((n) => LANGUAGES_BY_NATIONALITY[n] ?? []))].slice(0, 8)
  if (!languages.includes('en') && index % 3 === 0) languages.push('en')
  const prayerful = /pray|prayer|Qur/i.test(m.aboutMe)
  const answers: FaithAnswers = {
    sect: pick(['sunni', 'sunni', 'justMuslim', 'sunni', 'shia', 'preferNotToSay', 'sunni'] as const, index),
    practising: prayerful ? 'very' : pick(['moderately', 'very', 'learning', 'moderately'] as const, index),
    prayer: prayerful
      ? 'fiveDaily'
      : pick(['usually', 'fiveDaily', 'sometimes', 'usually', 'fiveDaily'] as const, index),
    halalDiet: pick(['always', 'always', 'mostly', 'always'] as const, index),
    smoking: index % 9 === 4 ? 'sometimes' : 'no',
    marriageTimeline: pick(['withinYear', 'oneToTwoYears', 'withinYear', 'notSure'] as const, index),
    hasChildren:
      m.maritalStatus === 'Never Married'
        ? 'no'
        : pick(['yesLiveWithMe', 'no', 'yesNotWithMe'] as const, index),
    wantsChildren: pick(['yes', 'yes', 'openToIt', 'yes', 'preferNotToSay'] as const, index),
    relocate: pick(['maybe', 'yes', 'no', 'maybe'] as const, index),
    familyInvolved:
      m.sex === 'female'
        ? pick(['wali', 'family', 'wali'] as const, index)
        : pick(['family', 'no', 'family'] as const, index),
    ...(languages.length > 0 ? { languages } : {}),
  }
  if (m.sex === 'female')
    answers.covering = m.portrait.hijab
      ? pick(['hijab', 'hijab', 'niqab'] as const, index)
      : pick(['sometimes', 'no'] as const, index)
  else answers.beard = pick(['yes', 'trimmed', 'trimmed', 'no'] as const, index)
  if (index % 7 === 3) answers.revert = 'yes'
  // Some leave a field unanswered.
  if (index % 5 === 2) delete answers.relocate
  if (index % 6 === 5) delete answers.sect
  // Most show what they said; some keep sect or children for matching only.
  const hidden = new Set<FaithField>(
    index % 4 === 1 ? ['sect', 'hasChildren'] : index % 4 === 3 ? ['smoking'] : [],
  )
  const shown = (Object.keys(answers) as FaithField[]).filter((f) => !hidden.has(f))
  return { answers, shown }
}
