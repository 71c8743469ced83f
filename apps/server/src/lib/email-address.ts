/**
 * The mailbox an address delivers to, written one way (decision 311): what bans, one account per
 * address and "not your own address" compare. Lower case always; then only what the provider is
 * known to ignore:
 * - Gmail delivers `omar.khan+x@gmail.com`, `omarkhan@googlemail.com` and `o.m.a.r.k.h.a.n@gmail.com`
 *   to one mailbox: dots and the `+tag` go, googlemail.com becomes gmail.com;
 * - the providers in PLUS_TAG_PROVIDERS deliver `name+tag@` to `name@`: the `+tag` goes, dots stay
 *   (`o.mar@outlook.com` is another person's mailbox);
 * - any other domain is kept as typed: `a+b@company.example` may be a mailbox of its own.
 * The migration that added `users.email_canonical` repeats these rules in SQL for the accounts
 * that existed; change both together.
 */
export const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'] as const

export const PLUS_TAG_PROVIDERS = [
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'fastmail.com',
  'yandex.com',
  'yandex.ru',
] as const

export function canonicalEmail(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const local = address.slice(0, at)
  const domain = address.slice(at + 1)
  const untagged = local.split('+')[0] ?? ''
  if ((GMAIL_DOMAINS as readonly string[]).includes(domain))
    return `${untagged.replaceAll('.', '')}@gmail.com`
  if ((PLUS_TAG_PROVIDERS as readonly string[]).includes(domain)) return `${untagged}@${domain}`
  return address
}
