import type { ProfileRow } from '../../plugins/profile'

export type { ProfileRow }

/** The fields discovery and the social graph need about the person asking. */
export type Viewer = Pick<ProfileRow, 'id' | 'sex' | 'name'>
