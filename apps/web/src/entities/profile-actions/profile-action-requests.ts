import {
  blockResultSchema,
  favoriteResultSchema,
  likeResultSchema,
  passResultSchema,
  type ReportInput,
  reportResultSchema,
} from '@mithaq/domain'
import { errorCode, request } from '../../lib/api-client'

// What a user can do to another profile, from Discover and from Liked alike. These calls are
// shared here rather than copied into both features (a feature never imports another).

const profilePath = (id: string, action: string) => `/profiles/${encodeURIComponent(id)}/${action}`

export const likeProfile = (id: string) =>
  request(likeResultSchema, profilePath(id, 'like'), { method: 'POST' })

export const passProfile = (id: string) =>
  request(passResultSchema, profilePath(id, 'pass'), { method: 'POST' })

export const setFavorite = (id: string, favorite: boolean) =>
  request(favoriteResultSchema, profilePath(id, 'favorite'), { method: favorite ? 'PUT' : 'DELETE' })

export const blockProfile = (id: string) =>
  request(blockResultSchema, profilePath(id, 'block'), { method: 'POST' })

export const reportProfile = (id: string, report: ReportInput) =>
  request(reportResultSchema, profilePath(id, 'report'), { method: 'POST', body: report })

/** The profile is gone for this user (deactivated, or they blocked us): retrying cannot help. */
export const isProfileGone = (error: unknown) => errorCode(error) === 'NOT_FOUND'
