import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { englishTranslator, type OwnPicture, PICTURES_MAX } from '@mithaq/domain'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { profilePictures, profiles } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Storage } from '../../lib/storage'
import { blurStoredPicture, processPicture } from './picture-pipeline'
import { type PictureRow, type SignMediaUrl, thumbnailName, toOwnPicture } from './profile.mapper'
import { listPictures } from './profile.repository'
import { revokeProfileVerified } from './profile.writes'

const english = englishTranslator()

export interface PicturesServiceDeps {
  db: Db
  storage: Storage
  log: FastifyBaseLogger
  /** Signs the own pictures' links (app.mediaUrls.sign). */
  sign: SignMediaUrl
}

/** One file of a multipart request; `truncated` is set when it went past the size limit. */
export interface UploadedFile {
  filename: string
  file: Readable & { truncated?: boolean }
}

export interface UploadOutcome {
  saved: OwnPicture[]
  /** The refusal that stopped the batch; the files after it were not looked at. */
  failure?: AppError
}

const picturesIssue = (message: string) => [{ path: 'pictures', message }]
const refuse = (code: AppError['code'], message: string) =>
  new AppError(code, message, picturesIssue(message))

/**
 * Pictures of each profile that this process is reading or decoding right now. A file only gets
 * past the five-picture check when the stored pictures plus these leave room, so a burst of
 * parallel uploads decodes at most the pictures that can still be kept. (Another instance's
 * uploads are not counted here; the check under the profile lock still refuses the sixth.)
 */
const inFlight = new Map<string, number>()
const changeInFlight = (profileId: string, by: number) => {
  const n = (inFlight.get(profileId) ?? 0) + by
  if (n > 0) inFlight.set(profileId, n)
  else inFlight.delete(profileId)
}

const storedCount = async (db: Db, profileId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(profilePictures)
    .where(eq(profilePictures.profileId, profileId))
  return row?.n ?? 0
}

/** Locks the profile row: picture counts and positions change one request at a time. */
async function lockProfile(tx: Db, profileId: string) {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update')
}

/**
 * Saves the files in the order they arrive, each in its own transaction, so a refusal in the
 * middle of a batch keeps the pictures before it. The first refusal stops the batch (the rest
 * of the body is read and thrown away); the outcome says which pictures were saved.
 */
export async function uploadPictures(
  deps: PicturesServiceDeps,
  profileId: string,
  files: AsyncIterable<UploadedFile>,
): Promise<UploadOutcome> {
  const saved: OwnPicture[] = []
  let failure: AppError | undefined
  let ownFault: unknown
  let index = 0
  try {
    for await (const part of files) {
      index += 1
      if (failure) {
        await discard(part.file)
        continue
      }
      const name = part.filename || `picture ${index}`
      try {
        // Counted before a byte of the file is read: stored plus in flight (decision 085).
        const taken = (await storedCount(deps.db, profileId)) + (inFlight.get(profileId) ?? 0)
        if (taken >= PICTURES_MAX) {
          await discard(part.file)
          throw refuse('VALIDATION_FAILED', english('notices.picturesTooMany', { current: taken }))
        }
        changeInFlight(profileId, 1)
        try {
          // The size limit cuts the stream at 5 MB; a cut-off file is refused without decoding.
          const data = await readWhole(part.file)
          if (!data) throw refuse('PAYLOAD_TOO_LARGE', english('notices.pictureTooLarge', { file: name }))
          saved.push(await savePicture(deps, profileId, name, data))
        } finally {
          changeInFlight(profileId, -1)
        }
      } catch (error) {
        if (!(error instanceof AppError)) {
          // A part the parser could not finish is the body's fault, answered below; anything else is ours.
          if (!(error instanceof UnreadableBody)) ownFault = error
          throw error
        }
        failure = error.issues ? error : refuse(error.code, error.message)
      }
    }
  } catch (error) {
    // Once the batch is refused, a complaint of the multipart parser about the rest of the
    // body (too many files, a cut-off stream) changes nothing for the user. Before that, such a
    // complaint means the body is not a readable form: the sender's fault, answered 400.
    if (error === ownFault) throw error
    if (!failure) failure = refuse('VALIDATION_FAILED', english('notices.picturesUnreadable'))
  }
  if (saved.length === 0 && !failure)
    failure = refuse('VALIDATION_FAILED', english('notices.picturesRequired'))
  return { saved, failure }
}

async function savePicture(
  { db, storage, log, sign }: PicturesServiceDeps,
  profileId: string,
  fileName: string,
  data: Buffer,
): Promise<OwnPicture> {
  const images = await processPicture(data, fileName)
  const storagePath = `${randomUUID()}.webp`
  // The blurred rendition is written for every picture, private or not yet (decision 260), so
  // turning privacy on never waits for a decode, and its name is unrelated to the original's.
  const blurredPath = `${randomUUID()}.webp`
  const names = pictureFiles(storagePath, blurredPath)
  try {
    await putFile({ storage, log }, storagePath, images.main)
    await putFile({ storage, log }, thumbnailName(storagePath), images.thumbnail)
    await putFile({ storage, log }, blurredPath, images.blurred)
    await putFile({ storage, log }, thumbnailName(blurredPath), images.blurredThumbnail)
    const row = await db.transaction(async (tx) => {
      await lockProfile(tx, profileId)
      const current = await listPictures(tx, profileId)
      // Checked again under the lock: two uploads racing for the fifth place get one each.
      if (current.length >= PICTURES_MAX) {
        throw refuse('VALIDATION_FAILED', english('notices.picturesTooMany', { current: current.length }))
      }
      const position = current.reduce((max, p) => Math.max(max, p.position + 1), 0)
      const [inserted] = await tx
        .insert(profilePictures)
        .values({ profileId, storagePath, blurredPath, position })
        .returning()
      // A picture the moderator never compared with the selfie: the badge goes with this insert.
      await revokeProfileVerified(tx, profileId)
      return inserted!
    })
    return toOwnPicture(row, sign)
  } catch (error) {
    // No row, no file: whatever was written for this picture goes.
    await removeFiles(storage, log, names)
    throw error
  }
}

/**
 * A storage that cannot take the file (disk full or read-only, object store unreachable or
 * refusing) is the service's trouble, not the user's: 503 with a message that says nothing was
 * kept. The cause goes to the log with where the storage is.
 */
async function putFile(
  { storage, log }: Pick<PicturesServiceDeps, 'storage' | 'log'>,
  name: string,
  data: Buffer,
) {
  try {
    await storage.put(name, data)
  } catch (err) {
    log.error({ err, name, where: storage.where }, 'picture storage: write failed')
    throw new AppError('SERVICE_UNAVAILABLE', english('notices.pictureStorageUnavailable'))
  }
}

/** Deletes one of the user's own pictures; the last one stays (docs/product.md § 4). */
export async function deletePicture(
  { db, storage, log, sign }: PicturesServiceDeps,
  profileId: string,
  pictureId: string,
): Promise<OwnPicture[]> {
  const { removed, remaining } = await db.transaction(async (tx) => {
    await lockProfile(tx, profileId)
    const pictures = await listPictures(tx, profileId)
    const target = pictures.find((p) => p.id === pictureId)
    if (!target) throw new AppError('NOT_FOUND', english('notices.pictureNotFound'))
    if (pictures.length <= 1) throw refuse('VALIDATION_FAILED', english('notices.pictureLastOne'))
    await tx.delete(profilePictures).where(eq(profilePictures.id, target.id))
    const rest = await renumber(
      tx,
      pictures.filter((p) => p.id !== target.id),
    )
    return { removed: target, remaining: rest }
  })
  // Files go after the commit: a failed delete must never leave a row pointing at nothing.
  await removeFiles(storage, log, pictureFiles(removed.storagePath, removed.blurredPath))
  return remaining.map((p) => toOwnPicture(p, sign))
}

/** Puts the user's pictures in the given order; the first becomes the main picture. */
export async function reorderPictures(
  { db, sign }: PicturesServiceDeps,
  profileId: string,
  ids: string[],
): Promise<OwnPicture[]> {
  const ordered = await db.transaction(async (tx) => {
    await lockProfile(tx, profileId)
    const pictures = await listPictures(tx, profileId)
    const byId = new Map(pictures.map((p) => [p.id, p]))
    if (ids.some((id) => !byId.has(id))) throw new AppError('NOT_FOUND', english('notices.pictureNotFound'))
    if (new Set(ids).size !== ids.length || ids.length !== pictures.length) {
      throw refuse('VALIDATION_FAILED', english('notices.pictureOrderInvalid'))
    }
    return renumber(
      tx,
      ids.map((id) => byId.get(id)!),
    )
  })
  return ordered.map((p) => toOwnPicture(p, sign))
}

/** Positions 0..n-1 in the given order; only rows whose position changes are written. */
async function renumber(tx: Db, pictures: PictureRow[]): Promise<PictureRow[]> {
  const result: PictureRow[] = []
  for (const [position, picture] of pictures.entries()) {
    if (picture.position !== position) {
      await tx.update(profilePictures).set({ position }).where(eq(profilePictures.id, picture.id))
    }
    result.push({ ...picture, position })
  }
  return result
}

/** The whole file, or undefined when it went past the size limit (the stream stopped there). */
async function readWhole(file: UploadedFile['file']): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  try {
    for await (const chunk of file) chunks.push(chunk as Buffer)
  } catch (error) {
    // The parser's complaint while reading a part ("Unexpected end of multipart data"): the body
    // stops in the middle of a file. The sender's fault (400), not the server's.
    throw new UnreadableBody(error)
  }
  return file.truncated ? undefined : Buffer.concat(chunks)
}

/** A part of the request body that could not be read to its end. */
class UnreadableBody extends Error {
  constructor(cause: unknown) {
    super('the multipart body could not be read', { cause })
  }
}

/** Reads a part to its end without keeping it, so the parser can move on to the next one. */
async function discard(file: Readable) {
  file.resume()
  await finished(file).catch(() => {})
}

/** Every file one stored picture has: the picture and its thumbnail, and the blurred pair if any. */
export const pictureFiles = (storagePath: string, blurredPath: string | null = null) => [
  storagePath,
  thumbnailName(storagePath),
  ...(blurredPath ? [blurredPath, thumbnailName(blurredPath)] : []),
]

/**
 * Private pictures on or off (decision 260). Turning them on first writes the blurred renditions
 * that pictures stored before that decision lack, so that from the moment the flag is set every
 * picture has one (a picture without is never shown to others while private). Off keeps the
 * blurred files for the next time.
 */
export async function setPicturesPrivate(
  { db, storage, log }: Pick<PicturesServiceDeps, 'db' | 'storage' | 'log'>,
  profileId: string,
  isPrivate: boolean,
): Promise<boolean> {
  if (isPrivate) {
    for (const picture of await listPictures(db, profileId)) {
      if (picture.blurredPath) continue
      await addBlurredRendition({ db, storage, log }, picture)
    }
  }
  await db.update(profiles).set({ picturesPrivate: isPrivate }).where(eq(profiles.id, profileId))
  return isPrivate
}

async function addBlurredRendition(
  { db, storage, log }: Pick<PicturesServiceDeps, 'db' | 'storage' | 'log'>,
  picture: PictureRow,
) {
  const stored = await storage.get(picture.storagePath).catch((err: unknown) => {
    log.error({ err, where: storage.where }, 'picture storage: read failed')
    throw new AppError('SERVICE_UNAVAILABLE', english('notices.picturesUnavailable'))
  })
  // The file went with a deletion meanwhile: nothing to blur, and nothing will be shown.
  if (!stored) return
  const { blurred, blurredThumbnail } = await blurStoredPicture(stored.data)
  const blurredPath = `${randomUUID()}.webp`
  const names = [blurredPath, thumbnailName(blurredPath)]
  try {
    await putFile({ storage, log }, blurredPath, blurred)
    await putFile({ storage, log }, thumbnailName(blurredPath), blurredThumbnail)
    const updated = await db
      .update(profilePictures)
      .set({ blurredPath })
      .where(and(eq(profilePictures.id, picture.id), isNull(profilePictures.blurredPath)))
      .returning({ id: profilePictures.id })
    // Another request gave it one first, or the picture was deleted: ours is not needed.
    if (updated.length === 0) await removeFiles(storage, log, names)
  } catch (error) {
    await removeFiles(storage, log, names)
    throw error
  }
}

/** Removes files once their rows are gone; a file that cannot be removed is logged, never an error. */
export async function removeFiles(storage: Storage, log: FastifyBaseLogger, names: string[]) {
  for (const name of names) {
    await storage
      .delete(name)
      .catch((err: unknown) => log.error({ err, name }, 'could not remove a picture file'))
  }
}
