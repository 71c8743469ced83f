import { siteConfigSchema } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

/** Public settings for the web app (no secrets: everything here is shown to visitors). */
export async function siteConfigRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/config', { schema: { response: { 200: siteConfigSchema } } }, async () => ({
      supportEmail: app.config.supportEmail,
    }))
}
