import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'

export interface StoredFile {
  data: Buffer
  contentType: string
}

/**
 * Where picture files live. Names are chosen by the server (random UUIDs), never by a user.
 * Two implementations behind this one interface (decision 170): a local folder, the embedded
 * default, and an object store reached through the S3 API, which every instance shares.
 */
export interface Storage {
  /** Where the files are, for logs and messages: a folder or `s3://bucket`. */
  readonly where: string
  /** Refuses to overwrite: a name is written once. */
  put(name: string, data: Buffer): Promise<void>
  /** Undefined when there is no such file. */
  get(name: string): Promise<StoredFile | undefined>
  /** Removing a missing file is not an error. */
  delete(name: string): Promise<void>
  /** Every stored name that starts with `prefix` (sweeps of files no row refers to). */
  list(prefix: string): Promise<string[]>
  /** Lets go of connections; the storage is not used afterwards. */
  close(): Promise<void>
}

/** The object store of S3_* (README): any service that speaks the S3 API. */
export interface S3StorageConfig {
  endpoint: string
  bucket: string
  region: string
  /** Both or neither; without them the SDK's own chain applies (instance roles, AWS_* variables). */
  accessKeyId?: string
  secretAccessKey?: string
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: MinIO, s3rver, Supabase want it. */
  forcePathStyle: boolean
}

/** A name written twice: names are random, so this is a bug, never a user's doing. */
export class StorageNameTakenError extends Error {
  constructor(name: string) {
    super(`storage name already taken: ${name}`)
    this.name = 'StorageNameTakenError'
  }
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

/** The storage the configuration asks for: the object store when S3_ENDPOINT is set, else the folder. */
export function createStorage({ s3, mediaDir }: { s3?: S3StorageConfig; mediaDir: string }): Storage {
  return s3 ? createS3Storage(s3) : createLocalStorage(mediaDir)
}

export function createLocalStorage(dir: string): Storage {
  let ready: Promise<unknown> | undefined
  const ensureDir = () => {
    // A failed attempt is not kept: the next write tries again (a disk that was full, remounted).
    ready ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
      ready = undefined
      throw error
    })
    return ready
  }
  return {
    where: dir,
    async put(name, data) {
      await ensureDir()
      try {
        await writeFile(join(dir, checkedName(name)), data, { flag: 'wx' })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new StorageNameTakenError(name)
        throw error
      }
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
    async list(prefix) {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[]
        throw error
      })
      return names.filter((n) => n.startsWith(prefix) && SAFE_NAME.test(n)).sort()
    },
    async close() {},
  }
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)

/**
 * The object store. Keys are the file names at the bucket's root; the bucket must exist (the
 * server never creates one: who may create buckets is the operator's business).
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // A store that does not answer should not hold an upload for minutes: two tries, then the error.
    maxAttempts: 2,
  })
  const Bucket = config.bucket
  return {
    where: `s3://${Bucket}`,
    async put(name, data) {
      const Key = checkedName(name)
      // Not every S3-compatible store honours If-None-Match on a put, so the name is looked up first.
      const exists = await client.send(new HeadObjectCommand({ Bucket, Key })).then(
        () => true,
        (error: unknown) => {
          if (isMissing(error)) return false
          throw error
        },
      )
      if (exists) throw new StorageNameTakenError(name)
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: data,
            ContentType: contentTypeOf(name),
            IfNoneMatch: '*',
          }),
        )
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) {
          throw new StorageNameTakenError(name)
        }
        throw error
      }
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return undefined
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }))
        if (!object.Body) return undefined
        return {
          data: Buffer.from(await object.Body.transformToByteArray()),
          contentType: contentTypeOf(name),
        }
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },
    async delete(name) {
      // S3 answers a delete of a missing key with success, like rm --force.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedName(name) }))
    },
    async list(prefix) {
      const names: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        )
        for (const object of page.Contents ?? []) {
          if (object.Key && SAFE_NAME.test(object.Key)) names.push(object.Key)
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return names.sort()
    },
    async close() {
      client.destroy()
    },
  }
}
