import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggerOptions, redactSecrets } from './log-redaction'

describe('redactSecrets', () => {
  it.each([
    [
      '/api/auth/reset-password/AbC123xyz?callbackURL=%2Freset-password',
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    ],
    [
      'http://localhost:3000/api/auth/reset-password/AbC123xyz',
      'http://localhost:3000/api/auth/reset-password/[redacted]',
    ],
    ['/api/guardian/confirm/Zz9-_8', '/api/guardian/confirm/[redacted]'],
    ['/media/a.webp?v=u1&exp=1795&sig=Q-_x', '/media/a.webp?v=u1&exp=1795&sig=[redacted]'],
    ['/reset-password?token=T0k&lang=fr', '/reset-password?token=[redacted]&lang=fr'],
    [
      '/api/auth/verify-email?token=eyJ.x.y&callbackURL=/',
      '/api/auth/verify-email?token=[redacted]&callbackURL=/',
    ],
    ['/cb?code=4/0AX&state=s', '/cb?code=[redacted]&state=s'],
    [
      '/go?next=%2Freset-password%3Ftoken%3DT0k%26x%3D1',
      '/go?next=%2Freset-password%3Ftoken%3D[redacted]%26x%3D1',
    ],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [redacted]'],
    ['better-auth.session_token=abc.sig; Path=/', 'better-auth.session_token=[redacted]; Path=/'],
  ])('%s', (text, expected) => {
    expect(redactSecrets(text)).toBe(expected)
  })

  it('leaves URLs without secrets as they are', () => {
    for (const text of ['/api/me', '/api/discover?cursor=2026-01-01&limit=20', '/media/a.webp?v=u1&exp=1795'])
      expect(redactSecrets(text)).toBe(text)
  })
})

describe('the server logger options', () => {
  it('drop credential headers and secrets in any logged object, and keep the rest', async () => {
    const lines: string[] = []
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => void lines.push(line) }) })
    app.log.info(
      {
        headers: { Authorization: 'Bearer abc', cookie: 'a=b', accept: 'text/html' },
        links: ['http://x/api/guardian/confirm/s3cret'],
      },
      'see http://x/media/p.webp?sig=s1g',
    )
    await app.close()
    const [line] = lines.map((l) => JSON.parse(l))
    expect(line.headers).toEqual({ Authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' })
    expect(line.links).toEqual(['http://x/api/guardian/confirm/[redacted]'])
    expect(line.msg).toBe('see http://x/media/p.webp?sig=[redacted]')
  })
})
