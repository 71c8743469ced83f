import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type TestS3Server } from '../test/s3-server'
import { createLocalStorage, createS3Storage, type Storage, StorageNameTakenError } from './storage'

interface Subject {
  storage: Storage
  /** Another storage on the same place: a second instance of the server. */
  other: Storage
  dispose(): Promise<void>
}

/**
 * One suite, run against every Storage: whatever holds the pictures, the server sees the same
 * behaviour. Each implementation passes each of these.
 */
function describeStorage(kind: string, open: () => Promise<Subject>) {
  describe(`${kind} storage`, () => {
    let subject: Subject
    beforeAll(async () => {
      subject = await open()
    }, 30_000)
    afterAll(() => subject?.dispose())
    const name = (suffix = '.webp') => `${randomUUID()}${suffix}`

    it('gives back the bytes it was given, typed by the name', async () => {
      const data = randomBytes(300 * 1024)
      const file = name()
      await subject.storage.put(file, data)
      const stored = await subject.storage.get(file)
      expect(stored?.contentType).toBe('image/webp')
      expect(stored?.data.equals(data)).toBe(true)
      const thumb = name('.thumb.webp')
      await subject.storage.put(thumb, Buffer.from('t'))
      expect((await subject.storage.get(thumb))?.contentType).toBe('image/webp')
    })

    it('answers undefined for a name never written', async () => {
      expect(await subject.storage.get(name())).toBeUndefined()
    })

    it('writes a name once: a second write is refused and the first bytes stay', async () => {
      const file = name()
      await subject.storage.put(file, Buffer.from('first'))
      await expect(subject.storage.put(file, Buffer.from('second'))).rejects.toBeInstanceOf(
        StorageNameTakenError,
      )
      expect((await subject.storage.get(file))?.data.toString()).toBe('first')
    })

    it('deletes a file, and deleting a missing one is not an error', async () => {
      const file = name()
      await subject.storage.put(file, Buffer.from('x'))
      await subject.storage.delete(file)
      expect(await subject.storage.get(file)).toBeUndefined()
      await expect(subject.storage.delete(file)).resolves.toBeUndefined()
      await expect(subject.storage.delete(name())).resolves.toBeUndefined()
    })

    it('refuses names that could leave its place, and finds nothing under them', async () => {
      for (const bad of ['../auth-secret', '..', '.', 'a/b.webp', '', 'x'.repeat(129), 'a b.webp']) {
        await expect(subject.storage.put(bad, Buffer.from('x')), bad).rejects.toThrow(/unsafe storage name/)
        await expect(subject.storage.delete(bad), bad).rejects.toThrow(/unsafe storage name/)
        expect(await subject.storage.get(bad), bad).toBeUndefined()
      }
    })

    it('lists the names that start with a prefix, in order', async () => {
      const prefix = `${randomUUID().slice(0, 8)}-`
      const names = [`${prefix}b.webp`, `${prefix}a.webp`, `${prefix}a.thumb.webp`]
      for (const n of names) await subject.storage.put(n, Buffer.from(n))
      await subject.storage.put(name(), Buffer.from('elsewhere'))
      expect(await subject.storage.list(prefix)).toEqual([...names].sort())
      expect(await subject.storage.list('zzzz-nothing-')).toEqual([])
    })

    it('is one place for every instance: a file written by one is read and deleted by another', async () => {
      const file = name()
      await subject.storage.put(file, Buffer.from('shared'))
      expect((await subject.other.get(file))?.data.toString()).toBe('shared')
      await subject.other.delete(file)
      expect(await subject.storage.get(file)).toBeUndefined()
    })
  })
}

describeStorage('local folder', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'mithaq-storage-')), 'media')
  return {
    storage: createLocalStorage(dir),
    other: createLocalStorage(dir),
    async dispose() {
      rmSync(dir, { recursive: true, force: true })
    },
  }
})

let s3: TestS3Server | undefined
describeStorage('S3 (a local S3-compatible server)', async () => {
  s3 = await startS3Server()
  const config = await s3.createBucket('mithaq-pictures')
  const storage = createS3Storage(config)
  const other = createS3Storage(config)
  return {
    storage,
    other,
    async dispose() {
      await storage.close()
      await other.close()
      await s3?.close()
    },
  }
})

describe('S3 storage trouble', () => {
  let server: TestS3Server
  beforeAll(async () => {
    server = await startS3Server()
  })
  afterAll(() => server.close())

  it('fails a write to a bucket that does not exist, leaving nothing', async () => {
    const storage = createS3Storage(server.configFor('no-such-bucket'))
    try {
      await expect(storage.put(`${randomUUID()}.webp`, Buffer.from('x'))).rejects.toThrow()
    } finally {
      await storage.close()
    }
  })
})
