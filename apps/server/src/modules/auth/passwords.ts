import { hash, verify } from '@node-rs/argon2'

// argon2id at OWASP's minimum (19 MiB, 2 iterations, 1 lane): better-auth's default scrypt cost
// is below OWASP ASVS 5.0 (11.4.2). @node-rs/argon2 defaults to argon2id.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS)

export const verifyPassword = ({ hash: stored, password }: { hash: string; password: string }) =>
  verify(stored, password)
