import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profilePictures } from '../../db/schema'
import type { Storage } from '../../lib/storage'

/** A stored picture file, when it belongs to some profile (selfies never do). */
export async function pictureFile({ db, storage }: { db: Db; storage: Storage }, file: string) {
  const storagePath = file.replace(/\.thumb\.webp$/, '.webp')
  const [row] = await db
    .select({ id: profilePictures.id })
    .from(profilePictures)
    .where(eq(profilePictures.storagePath, storagePath))
  if (!row) return undefined
  return storage.get(file)
}
