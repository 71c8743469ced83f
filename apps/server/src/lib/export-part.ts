import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import type { Storage } from './storage'

/**
 * "Your data" is composed: each module that owns tables gives its part of mithaq-data.json
 * (its `*.export.ts`), and the export module only puts the parts together (decision 440). A
 * table no part claims fails the export's coverage test.
 */

/** Another member as the app shows them: profile id and name; null when there is no one. */
export type Person = { profileId: string; name: string } | null

/** What each part is given. */
export interface ExportContext {
  db: Db
  userId: string
  storage: Storage
  log: FastifyBaseLogger
  /** Names other members by the name their profile shows ('(account deleted)' once erased). */
  people(ids: readonly (string | null)[]): Promise<(id: string | null) => Person>
}

/** A file the archive holds beside mithaq-data.json (a picture, a selfie waiting for review). */
export interface ExportFile {
  name: string
  data: Buffer
}

export interface ExportPart {
  /** The tables this part gives, each with the paths of mithaq-data.json where its rows show. */
  tables: Record<string, readonly string[]>
  /** Its top-level keys of mithaq-data.json, and any files for the archive. */
  read(ctx: ExportContext): Promise<{ data: Record<string, unknown>; files?: ExportFile[] }>
}

export const iso = (date: Date | null | undefined) => date?.toISOString() ?? null

/** A stored file for the archive, or nothing (logged) when storage cannot give it. */
export async function storedFile(ctx: ExportContext, storagePath: string): Promise<Buffer | undefined> {
  const file = await ctx.storage.get(storagePath).catch((err: unknown) => {
    ctx.log.error({ err, name: storagePath }, 'could not read a file for an export')
    return undefined
  })
  return file?.data
}
