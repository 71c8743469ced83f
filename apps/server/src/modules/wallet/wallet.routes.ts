import { englishTranslator, walletSchema } from '@mithaq/domain'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { getWallet } from '../tokens'

const english = englishTranslator()

/** The wallet card: balance and Recent Transactions. Read-only: no client path credits tokens. */
export async function walletRoutes(
  app: FastifyInstance,
  { settleDueFor }: { settleDueFor(userId: string): Promise<void> },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/wallet', { schema: { response: { 200: walletSchema } } }, async (request) => {
      const me = await app.requireProfile(request)
      // Refunds and penalties of timers that ran out count before the balance is shown.
      await settleDueFor(me.id)
      const wallet = await getWallet(app.db, me.id, app.clock.now())
      if (!wallet) throw new AppError('FORBIDDEN', english('notices.completeProfileFirst'))
      return wallet
    })
}
