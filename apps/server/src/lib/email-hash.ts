import { createHmac } from 'node:crypto'

/**
 * A keyed hash of an e-mail address: equal for the same address (any case), useless without the
 * server's secret. What stays of a deleted, reported account, so a new account with the same
 * address is recognised without keeping the address itself (decision 089).
 */
export const emailHash = (key: string, email: string) =>
  createHmac('sha256', `report-evidence:${key}`).update(email.trim().toLowerCase()).digest('hex')
