import { type Me, meSchema } from '@mithaq/domain'
import { ApiError, request } from '../../../lib/api-client'

/** The signed-in user and whether their profile exists; null for a visitor. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await request(meSchema, '/me')
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}
