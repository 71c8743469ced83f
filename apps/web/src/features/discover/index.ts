import { discoverFiltersSchema } from '@mithaq/domain'
import { earlyAnswer } from '../../lib/early-requests'
import { discoveryFiltersQueryKey } from './api/get-discovery-filters'

/** Discover's public face for app/: the saved filters a signed-in page may carry. */
export const earlyAnswers = [
  earlyAnswer(discoveryFiltersQueryKey, '/discover/filters', discoverFiltersSchema),
]
