import { createRequire } from 'node:module'
import { hash, verify } from '@node-rs/argon2'

// argon2id at OWASP's minimum (19 MiB, 2 iterations, 1 lane): better-auth's default scrypt cost
// is below OWASP ASVS 5.0 (11.4.2). @node-rs/argon2 defaults to argon2id.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS)

export const verifyPassword = ({ hash: stored, password }: { hash: string; password: string }) =>
  verify(stored, password)

// Mozilla's list of common passwords (Firefox Accounts), shipped inside the package: no network.
const commonPasswords = createRequire(import.meta.url)('fxa-common-password-list') as {
  test(password: string): boolean
}

/** True for a password on the list of common ones, in any letter case ('Password1' too). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())
}
