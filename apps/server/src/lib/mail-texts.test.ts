import { describe, expect, it } from 'vitest'
import { composeMail, translatorFor } from './mail-texts'

describe('mails in a language (decision 284)', () => {
  it('marks Urdu and Arabic right to left, the others left to right', async () => {
    for (const [locale, dir] of [
      ['ur', 'rtl'],
      ['ar', 'rtl'],
      ['fr', 'ltr'],
      ['tr', 'ltr'],
    ] as const) {
      const t = await translatorFor(locale)
      const mail = composeMail(t, 'a@mithaq.test', t('mail.reset.subject'), [t('mail.reset.body')])
      expect(mail.html).toContain(`<html lang="${locale}" dir="${dir}">`)
      expect(mail.text.startsWith(t('mail.greeting'))).toBe(true)
      expect(mail.text.endsWith(t('mail.signature'))).toBe(true)
    }
  })

  it('speaks English for a value that is not one of our languages', async () => {
    const t = await translatorFor('xx')
    expect(t.locale).toBe('en')
    expect(t('mail.reset.subject')).toBe('Reset your Mithaq password')
  })

  it('escapes what people wrote in the HTML, and keeps it as it is in the text', async () => {
    const t = await translatorFor('en')
    const reason = '<script>alert("x")</script> & more'
    const mail = composeMail(t, 'a@mithaq.test', t('mail.warning.subject'), [
      t('mail.moderatorReason', { reason }),
      { lines: ['[2026-11-25 10:00 UTC] Bilal: <b>hi</b>'] },
    ])
    expect(mail.text).toContain(`The moderator's reason: ${reason}`)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more')
    expect(mail.html).toContain('Bilal: &lt;b&gt;hi&lt;/b&gt;')
  })
})
