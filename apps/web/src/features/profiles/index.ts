import { ownProfileSchema } from '@mithaq/domain'
import { earlyAnswer } from '../../lib/early-requests'
import { ownProfileQueryKey } from './api/get-own-profile'

/** Profiles' public face for app/: the member's own profile a signed-in page may carry. */
export const earlyAnswers = [earlyAnswer(ownProfileQueryKey, '/profile', ownProfileSchema)]
