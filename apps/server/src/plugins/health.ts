import { englishTranslator } from '@mithaq/domain'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../lib/app-error'

const english = englishTranslator()

/** The readiness probe waits this long for the database before it answers 503. */
const READY_TIMEOUT_MS = 2000

/**
 * For a load balancer: `/health` says the process is alive (restart it when this fails), `/ready`
 * that it can serve, i.e. the database answers (send it no traffic while this fails).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }))

  app.get('/ready', async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Query read timeout')), READY_TIMEOUT_MS)
    })
    try {
      await Promise.race([app.db.execute(sql`select 1`), timeout])
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', english('notices.serviceUnavailable'))
    } finally {
      clearTimeout(timer)
    }
    reply.header('cache-control', 'no-store')
    return { status: 'ready' }
  })
}
