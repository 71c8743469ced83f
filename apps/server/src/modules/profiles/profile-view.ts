import type { ProfileRow } from '../../plugins/profile'

export type { ProfileRow }

/** The fields discover and liked need about the person asking. */
export type Viewer = Pick<ProfileRow, 'id' | 'sex' | 'name'>
