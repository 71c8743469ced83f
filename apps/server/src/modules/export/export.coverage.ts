/**
 * Every table of the schema is either given by a module's part of "Your data" (its `tables`, see
 * src/export-parts.ts) or left out here for a stated reason. export.coverage.test.ts compares both
 * with the tables of db/schema, so a new table cannot be forgotten: it fails until a part gives it
 * or this list says why not.
 */

/** Tables whose rows are not given, and why. */
export const NOT_EXPORTED_TABLES: Record<string, string> = {
  verifications:
    'better-auth’s one-time secrets (e-mail confirmation and password-reset tokens): giving them out would let anyone holding the file use them; they expire within hours.',
  rate_limit_counters:
    'counters of recent attempts keyed by address or network address, kept minutes to hours to slow down abuse; not a record about the person.',
  banned_emails:
    'a keyed hash of a banned address, made so that nobody can read the address back; the ban itself is in moderation.decisionsAboutYou.',
  discovery_runs:
    'where the member’s Discover feed may jump (decision 105): positions derived from likesAndPasses and profilesSeen, which are exported.',
  payment_events:
    'the ids of the payment provider’s notifications already handled, kept so that none is handled twice; what they did is in purchases and the ledger.',
  store_accounts:
    'the pseudonymous id the app stores attach to the member’s purchases, derived from the account id so that Apple can name whose charge it is; it says nothing the purchases do not.',
}
