import { apiErrorBody as body, englishTranslator, wordIssue } from '@mithaq/domain'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ZodError } from 'zod'
import { AppError, statusToCode } from '../lib/app-error'
import { isClientDataError, isDatabaseUnavailable } from '../lib/db-errors'

const english = englishTranslator()

/** The one place that turns a thrown error into the `{ code, message, issues? }` body. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', '5')
      return reply.status(error.status).send(error.toBody())
    }
    // The domain's schemas name their messages by catalogue key (decision 390): answered in English.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        message: wordIssue(english, {
          message: v.message ?? 'Invalid value',
          params: v.params.params as Record<string, unknown> | undefined,
        }),
      }))
      return reply
        .status(400)
        .send(body('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', { issues }))
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: wordIssue(english, i) }))
      return reply
        .status(400)
        .send(body('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', { issues }))
    }
    if (isClientDataError(error)) {
      return reply.status(400).send(body('VALIDATION_FAILED', english('notices.invalidRequestData')))
    }
    // A body nested deeper than any of our schemas goes (thousands of levels of JSON) can exhaust
    // the stack of a recursive step before validation answers: still the request's fault.
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      return reply.status(400).send(body('VALIDATION_FAILED', english('notices.invalidRequestData')))
    }
    const status = 'statusCode' in error && error.statusCode ? error.statusCode : 500
    if (status < 500) {
      return reply.status(status).send(body(statusToCode(status), error.message))
    }
    if (isDatabaseUnavailable(error)) {
      // Only the driver's code: the error itself can carry the statement and its parameters.
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable')
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(body('SERVICE_UNAVAILABLE', english('notices.serviceUnavailable')))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send(body('INTERNAL', english('notices.unexpectedError')))
  })
})
