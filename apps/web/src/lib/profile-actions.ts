import {
  blockResultSchema,
  favoriteResultSchema,
  likeResultSchema,
  passResultSchema,
  reportResultSchema,
} from '@mithaq/domain'
import { ApiError, request } from './api-client'

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

export const reportProfile = (id: string, reason: string) =>
  request(reportResultSchema, profilePath(id, 'report'), { method: 'POST', body: { reason } })

/** The profile is gone for this user (deactivated, or they blocked us): retrying cannot help. */
export const isProfileGone = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * A failure the user may retry as it is (network, server): the "Please try again" wording of docs/product.md § 13.
 * Anything else carries the server's own reason ('Failed to like profile: {reason}').
 */
export const isTransientFailure = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500
