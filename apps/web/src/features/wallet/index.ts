import { walletSchema } from '@mithaq/domain'
import { walletQueryKey } from '../../entities/wallet/wallet'
import { earlyAnswer } from '../../lib/early-requests'

/** The wallet's public face for app/: the balance a signed-in page may carry. */
export const earlyAnswers = [earlyAnswer(walletQueryKey, '/wallet', walletSchema)]
