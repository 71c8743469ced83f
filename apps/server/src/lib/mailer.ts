import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
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
      // Written beside the outbox, then moved in: a reader never sees half a mail (writeFile goes
      // in chunks, and a journey reading the folder meanwhile once parsed a cut-off file).
      const writing = `${options.outboxDir}.writing`
      await mkdir(options.outboxDir, { recursive: true })
      await mkdir(writing, { recursive: true })
      const name = `${Date.now()}-${randomUUID()}.json`
      const file = join(options.outboxDir, name)
      await writeFile(
        join(writing, name),
        JSON.stringify({ ...mail, createdAt: new Date().toISOString() }, null, 2),
      )
      await rename(join(writing, name), file)
      const links = mail.text.match(/https?:\/\/\S+/g) ?? []
      options.log.info({ to: mail.to, subject: mail.subject, links, file }, 'mail written to the outbox')
    },
  }
}
