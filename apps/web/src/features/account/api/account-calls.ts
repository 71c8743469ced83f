import { accountResultSchema } from '@mithaq/domain'
import { request } from '../../../lib/api-client'

/** Hides the profile until the next sign-in; the server also ends every session of the user. */
export const deactivateAccount = () => request(accountResultSchema, '/account/deactivate', { method: 'POST' })

/** Erases the account for good; the server also ends every session of the user. */
export const deleteAccount = () => request(accountResultSchema, '/account', { method: 'DELETE' })
