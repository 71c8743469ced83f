import { describe, expect, it } from 'vitest'
import { canonicalEmail } from './email-address'

describe('the mailbox an address delivers to (decision 311)', () => {
  it.each([
    ['omar.khan@gmail.com', 'omarkhan@gmail.com'],
    ['omar.khan+2@gmail.com', 'omarkhan@gmail.com'],
    ['omarkhan@gmail.com', 'omarkhan@gmail.com'],
    ['o.m.a.r.k.h.a.n@gmail.com', 'omarkhan@gmail.com'],
    ['omar.khan@googlemail.com', 'omarkhan@gmail.com'],
    [' Omar.Khan+Mithaq@GMAIL.com ', 'omarkhan@gmail.com'],
    ['omar.khan+x@outlook.com', 'omar.khan@outlook.com'],
    ['amina+dating@icloud.com', 'amina@icloud.com'],
    ['amina+a+b@proton.me', 'amina@proton.me'],
  ])('writes %s as %s', (typed, mailbox) => {
    expect(canonicalEmail(typed)).toBe(mailbox)
  })

  it.each([
    // Dots are Gmail's rule only: another provider's o.mar is someone else.
    ['o.mar@outlook.com', 'omar@outlook.com'],
    ['o.mar@yahoo.com', 'omar@yahoo.com'],
    // A plus-tag is only stripped where the provider is known to deliver it.
    ['omar+2@example.org', 'omar@example.org'],
    ['sales+eu@company.example', 'sales@company.example'],
    // Another Google-like domain is not Gmail.
    ['omar.khan@gmail.co', 'omarkhan@gmail.co'],
  ])('keeps %s apart from %s', (one, other) => {
    expect(canonicalEmail(one)).not.toBe(canonicalEmail(other))
  })
})
