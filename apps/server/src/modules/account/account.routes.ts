import { accountLocaleSchema, accountResultSchema } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { createAccountService } from './account.service'

/** Deactivate or delete one's own account; there is no way to name another account. */
export async function accountRoutes(
  app: FastifyInstance,
  { service }: { service: ReturnType<typeof createAccountService> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    '/api/account/deactivate',
    { schema: { response: { 200: accountResultSchema } } },
    async (request) => {
      // Only a finished profile can be hidden; without one there is nothing to deactivate.
      const me = await app.requireProfile(request)
      await service.deactivate(me.id)
      return { status: 'deactivated' as const }
    },
  )

  // The language mails and pushes go out in (decision 281). Any signed-in account, finished profile
  // or not: sign-up's steps have a language too. The CSRF plugin checks the origin of this PUT.
  r.put(
    '/api/account/locale',
    { schema: { body: accountLocaleSchema, response: { 200: accountLocaleSchema } } },
    async (request) => {
      const me = await app.requireUser(request)
      await service.setLocale(me.id, request.body.locale)
      return { locale: request.body.locale }
    },
  )

  r.delete('/api/account', { schema: { response: { 200: accountResultSchema } } }, async (request) => {
    // Someone who never finished sign-up may delete their account too.
    const me = await app.requireUser(request)
    await service.delete(me.id)
    return { status: 'deleted' as const }
  })
}
