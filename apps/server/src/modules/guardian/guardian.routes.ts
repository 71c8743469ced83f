import {
  conversationGuardiansSchema,
  guardianAnswerSchema,
  guardianInputSchema,
  guardianStateSchema,
  matchIdParamsSchema,
} from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { GuardianService } from './guardian.service'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** A small page for the guardian, who has no account: the link's answer. */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Mithaq</title></head><body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; color: #1f2a27; line-height: 1.5"><h1 style="font-weight: 500">${escapeHtml(title)}</h1>${body}</body></html>`

const tokenParams = z.object({ token: z.string().min(10).max(200) })

export async function guardianRoutes(app: FastifyInstance, { service }: { service: GuardianService }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // The confirmation page posts a plain HTML form, which has no JSON body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  )

  r.get('/api/guardian', { schema: { response: { 200: guardianStateSchema } } }, async (request) =>
    service.state((await app.requireProfile(request)).id),
  )
  r.put(
    '/api/guardian',
    { schema: { body: guardianInputSchema, response: { 200: guardianStateSchema } } },
    async (request) => service.setGuardian((await app.requireProfile(request)).id, request.body.email),
  )
  r.delete('/api/guardian', { schema: { response: { 200: guardianStateSchema } } }, async (request) =>
    service.removeGuardian((await app.requireProfile(request)).id),
  )

  // The link in the mail only shows a button: a mail scanner that follows links confirms nothing.
  r.get('/api/guardian/confirm/:token', { schema: { params: tokenParams } }, async (request, reply) => {
    const ward = await service.wardOf(request.params.token)
    // The page speaks of the ward as her or him, as the invitation mail does (their when unknown).
    const their = ward?.sex === 'female' ? 'her' : ward?.sex === 'male' ? 'his' : 'their'
    return reply
      .code(ward ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(
        ward
          ? page(
              `Become ${ward.name}'s guardian on Mithaq`,
              `<p>${escapeHtml(ward.name)} has named you as ${their} guardian (wali). You will receive a weekly copy of a conversation only when the other person in it has agreed, and only of messages written after that. Either of them can stop it at any time.</p><form method="post" action="/api/guardian/confirm/${escapeHtml(request.params.token)}"><button type="submit" style="font-size: 1rem; padding: .6rem 1.2rem; border-radius: 999px; border: 0; background: #0f5c4d; color: white">I agree to be ${their} guardian</button></form>`,
            )
          : page('This link is no longer valid', '<p>It was used already, or replaced by a newer one.</p>'),
      )
  })
  r.post('/api/guardian/confirm/:token', { schema: { params: tokenParams } }, async (request, reply) => {
    const ward = await service.confirm(request.params.token)
    return reply
      .code(ward ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        ward
          ? page(
              'Thank you',
              `<p>You are now ${escapeHtml(ward)}'s guardian on Mithaq. You may close this page.</p>`,
            )
          : page('This link is no longer valid', '<p>It was used already, or replaced by a newer one.</p>'),
      )
  })

  const conversation = {
    schema: { params: matchIdParamsSchema, response: { 200: conversationGuardiansSchema } },
  }
  r.get('/api/matches/:id/guardian', conversation, async (request) =>
    service.conversation((await app.requireProfile(request)).id, request.params.id),
  )
  r.post('/api/matches/:id/guardian/ask', conversation, async (request) =>
    service.ask((await app.requireProfile(request)).id, request.params.id),
  )
  r.post(
    '/api/matches/:id/guardian/answer',
    { schema: { ...conversation.schema, body: guardianAnswerSchema } },
    async (request) =>
      service.answer((await app.requireProfile(request)).id, request.params.id, request.body.agree),
  )
  r.post('/api/matches/:id/guardian/stop', conversation, async (request) =>
    service.stop((await app.requireProfile(request)).id, request.params.id),
  )
}
