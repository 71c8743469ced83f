import { AppError } from '../../lib/app-error'

/** No one decides their own case: a report about or by the moderator, an appeal of theirs (decision 320). */
export const ownCase = (what: 'report' | 'appeal') =>
  new AppError(
    'OWN_CASE',
    what === 'report'
      ? 'You cannot decide a report about yourself or one you made: another moderator will.'
      : 'You cannot answer your own appeal: another moderator will.',
  )
