import { inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { profiles } from '../../db/schema'
import type { Clock } from '../../lib/clock'
import type { ExportContext, ExportPart } from '../../lib/export-part'
import type { Storage } from '../../lib/storage'
import { buildZip, type ZipEntry } from './zip'

export interface ExportServiceDeps {
  db: Db
  clock: Clock
  storage: Storage
  log: FastifyBaseLogger
  /** Each module's part of mithaq-data.json, in order (src/export-parts.ts). */
  parts: readonly ExportPart[]
}

/** The archive's name as the browser saves it. */
export const exportFileName = (now: Date) => `mithaq-data-${now.toISOString().slice(0, 10)}.zip`

const README = (now: Date) =>
  [
    'Your data from Mithaq',
    '',
    `Made on ${now.toISOString()} at your request.`,
    '',
    'mithaq-data.json  your account (language, sign-in method), profile, faith and family answers',
    '                  with the date you consented, verification, filters,',
    '                  likes and passes you made, likes you received, profiles seen, favourites,',
    '                  blocks, reports you made, matches with their conversations and picture',
    "                  reveals, token ledger, notifications and reminders, moderators' decisions",
    '                  about you and your appeals, push settings and signed-in sessions.',
    'pictures/         the pictures of your profile, in their order.',
    'verification/     a verification selfie still waiting for a moderator, if any.',
    '',
    'Other members appear by the name their profile shows, as in the app.',
    '',
  ].join('\n')

/**
 * "Your data" (decision 231): everything we hold about one member, gathered at the moment of the
 * request into `mithaq-data.json` plus their pictures, zipped and handed over in the same
 * response. Nothing is written anywhere: no copy waits on a disk or behind a link. Each module
 * gives its own part (decision 440); this service only puts them together.
 *
 * What comes from other people is limited to what the member already sees in the app: the
 * display name of a profile they liked, matched, blocked, favourited or reported, and the
 * messages of their own conversations. Never another member's e-mail, birthday or pictures.
 */
export function createExportService({ db, clock, storage, log, parts }: ExportServiceDeps) {
  async function people(ids: readonly (string | null)[]) {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))]
    const rows =
      wanted.length === 0
        ? []
        : await db
            .select({ id: profiles.id, name: profiles.name })
            .from(profiles)
            .where(inArray(profiles.id, wanted))
    const names = new Map(rows.map((row) => [row.id, row.name]))
    return (id: string | null) =>
      id === null ? null : { profileId: id, name: names.get(id) ?? '(account deleted)' }
  }

  return {
    /** The archive for one member; undefined when the user no longer exists. */
    async build(userId: string): Promise<{ fileName: string; zip: Buffer } | undefined> {
      const now = clock.now()
      const ctx: ExportContext = { db, userId, storage, log, people }
      const data: Record<string, unknown> = {
        about:
          'Everything Mithaq holds about you, as of exportedAt. Names of other members are shown as the app shows them; their e-mail addresses and other details are not ours to give.',
        exportedAt: now.toISOString(),
      }
      const files: ZipEntry[] = []
      for (const part of parts) {
        const answer = await part.read(ctx)
        Object.assign(data, answer.data)
        files.push(...(answer.files ?? []))
      }
      if (!data.account) return undefined
      const zip = buildZip([
        { name: 'README.txt', data: Buffer.from(README(now), 'utf8') },
        { name: 'mithaq-data.json', data: Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8') },
        ...files,
      ])
      return { fileName: exportFileName(now), zip }
    },
  }
}
export type ExportService = ReturnType<typeof createExportService>
