import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface StoredFile {
  data: Buffer
  contentType: string
}

/**
 * Where picture files live. Names are chosen by the server (random UUIDs), never by a user;
 * the local directory is the embedded default and an object store can replace it later.
 */
export interface Storage {
  /** Refuses to overwrite: a name is written once. */
  put(name: string, data: Buffer): Promise<void>
  /** Undefined when there is no such file. */
  get(name: string): Promise<StoredFile | undefined>
  /** Removing a missing file is not an error. */
  delete(name: string): Promise<void>
}

/** One path segment of letters, digits, dots, dashes and underscores, never "." or "..". */
const SAFE_NAME = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,128}$/

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
}

export function contentTypeOf(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase()
  return CONTENT_TYPES[ext] ?? 'application/octet-stream'
}

function checkedName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe storage name: ${JSON.stringify(name)}`)
  return name
}

export function createLocalStorage(dir: string): Storage {
  let ready: Promise<unknown> | undefined
  const ensureDir = () => {
    ready ??= mkdir(dir, { recursive: true })
    return ready
  }
  return {
    async put(name, data) {
      await ensureDir()
      await writeFile(join(dir, checkedName(name)), data, { flag: 'wx' })
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return undefined
      try {
        return { data: await readFile(join(dir, name)), contentType: contentTypeOf(name) }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
    async delete(name) {
      await rm(join(dir, checkedName(name)), { force: true })
    },
  }
}
