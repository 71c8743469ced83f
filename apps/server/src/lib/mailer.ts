import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

export interface Mail {
  to: string
  subject: string
  text: string
  /** The same mail as HTML, with `lang` and, in Arabic and Urdu, `dir="rtl"` (lib/mail-texts.ts). */
  html?: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

/** SMTP when a URL is configured; otherwise every mail lands as a JSON file in the outbox folder. */
export function createMailer(options: {
  smtpUrl?: string
  from: string
  outboxDir: string
  log: FastifyBaseLogger
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail })
      },
    }
  }
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true })
      const file = join(options.outboxDir, `${Date.now()}-${randomUUID()}.json`)
      await writeFile(file, JSON.stringify({ ...mail, createdAt: new Date().toISOString() }, null, 2))
      const links = mail.text.match(/https?:\/\/\S+/g) ?? []
      options.log.info({ to: mail.to, subject: mail.subject, links, file }, 'mail written to the outbox')
    },
  }
}
