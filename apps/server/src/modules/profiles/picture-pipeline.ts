import { availableParallelism } from 'node:os'
import {
  englishTranslator,
  PICTURE_MAX_EDGE_PX,
  PICTURE_MAX_PIXELS,
  PICTURE_THUMB_EDGE_PX,
} from '@mithaq/domain'
import sharp, { type OutputInfo, type Sharp } from 'sharp'
import { AppError } from '../../lib/app-error'

const english = englishTranslator()

// Every request decodes fresh bytes: libvips' operation cache would only hold on to memory.
sharp.cache(false)
// libvips threads per image. sharp starts at 1 on glibc (to spare its allocator); the uploads of
// a few people at once do not fragment it enough to matter, and one picture then uses every core.
sharp.concurrency(availableParallelism())

/**
 * libwebp's effort (0–6, sharp's default 4). At 2 a 1600 px photo encodes about three times faster
 * for a file within 1 % of the size (bench/pictures); below 2 the files grow by half.
 */
const WEBP_EFFORT = 2

/**
 * How many pictures are decoded at once in this process. A 40-megapixel PNG takes about a second
 * of a core and 160 MB; half the cores (at least one) leaves the rest for requests that only
 * need the database, so a burst of uploads slows uploads, not sign-in.
 */
export const DECODE_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2))

let running = 0
const waiting: Array<() => void> = []
/** Decodes started since the process began: tests read it to prove a refusal came before decoding. */
export const decodeStats = { started: 0 }

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= DECODE_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve))
  else running += 1
  try {
    return await work()
  } finally {
    // The slot passes straight to the next waiter, so `running` never drops below the queue's need.
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp'

/**
 * The type from the first bytes of the file. The name and the declared content type are the
 * sender's claims and are never read; SVG (a script carrier), HEIC and everything else is refused.
 */
export function sniffImageType(data: Buffer): ImageType | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg'
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  const head = data.subarray(0, 6).toString('latin1')
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif'
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp'
  }
  return undefined
}

/**
 * EXIF orientation 2–8 as the turn, then the mirror, that stand the picture upright: what sharp's
 * own `rotate()` reads from the file (pinned against it in picture-pipeline.test.ts).
 */
const UPRIGHT: Record<number, { angle: number; flip?: true; flop?: true }> = {
  2: { angle: 0, flop: true },
  3: { angle: 180 },
  4: { angle: 180, flop: true },
  5: { angle: 90, flip: true },
  6: { angle: 90 },
  7: { angle: 270, flip: true },
  8: { angle: 270 },
}

function upright(image: Sharp, orientation: number | undefined): Sharp {
  const turn = UPRIGHT[orientation ?? 1]
  if (!turn) return image
  let turned = turn.angle ? image.rotate(turn.angle) : image
  if (turn.flip) turned = turned.flip()
  if (turn.flop) turned = turned.flop()
  return turned
}

const rawShape = ({ width, height, channels }: OutputInfo) => ({ width, height, channels })

export interface ProcessedPicture {
  main: Buffer
  thumbnail: Buffer
  /** What others get while the pictures are private (decision 260). */
  blurred: Buffer
  blurredThumbnail: Buffer
}

/**
 * The private pictures' stand-in (decision 260): the picture is first shrunk to at most 16 px on
 * its long side, which averages away every detail (a face is a few blotches of colour at that
 * size), blurred there, then enlarged with a strong Gaussian blur so it looks like soft colour,
 * not like blocks. Nothing of the original survives but its colours and their rough layout, so
 * the file is safe to hand to anyone who may see the profile.
 */
export const BLUR_SOURCE_EDGE_PX = 16
const BLURRED_EDGE_PX = 480
const BLURRED_THUMB_EDGE_PX = 160

type RawShape = ReturnType<typeof rawShape>

async function blurFromPixels(
  pixels: Buffer,
  shape: RawShape,
): Promise<{ blurred: Buffer; blurredThumbnail: Buffer }> {
  const tiny = await sharp(pixels, { raw: shape })
    .resize({ width: BLUR_SOURCE_EDGE_PX, height: BLUR_SOURCE_EDGE_PX, fit: 'inside' })
    .blur(1)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const enlarge = (edge: number) => {
    const scale = edge / Math.max(tiny.info.width, tiny.info.height)
    return sharp(tiny.data, { raw: rawShape(tiny.info) })
      .resize({
        width: Math.max(1, Math.round(tiny.info.width * scale)),
        height: Math.max(1, Math.round(tiny.info.height * scale)),
        fit: 'fill',
        kernel: 'cubic',
      })
      .blur(scale * 0.6)
      .webp({ quality: 60, effort: WEBP_EFFORT })
      .toBuffer()
  }
  const [blurred, blurredThumbnail] = await Promise.all([
    enlarge(BLURRED_EDGE_PX),
    enlarge(BLURRED_THUMB_EDGE_PX),
  ])
  return { blurred, blurredThumbnail }
}

/**
 * The blurred renditions of a picture already stored (a WebP we wrote ourselves): for pictures
 * uploaded before decision 260, written when their owner makes the pictures private.
 */
export async function blurStoredPicture(
  webp: Buffer,
): Promise<{ blurred: Buffer; blurredThumbnail: Buffer }> {
  return withDecodeSlot(async () => {
    const { data, info } = await sharp(webp, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
    return blurFromPixels(data, rawShape(info))
  })
}

/**
 * Decodes the upload and encodes two fresh WebP files from its pixels only: turned upright by
 * its EXIF orientation, then no metadata at all (EXIF, GPS, XMP, ICC) is carried over.
 * Throws a user-safe AppError naming `fileName` when the file is not an image we take.
 */
export async function processPicture(data: Buffer, fileName: string): Promise<ProcessedPicture> {
  return withDecodeSlot(() => decode(data, fileName))
}

async function decode(data: Buffer, fileName: string): Promise<ProcessedPicture> {
  const type = sniffImageType(data)
  if (!type)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', english('notices.pictureUnsupported', { file: fileName }))

  // The pixel limit is checked from the header before anything is decoded: a small file that
  // inflates to gigabytes (a decompression bomb) never reaches the decoder.
  const input = () => sharp(data, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' })
  try {
    const meta = await input().metadata()
    if (meta.format !== type)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', english('notices.pictureUnsupported', { file: fileName }))
    decodeStats.started += 1
    // Every pixel in one pass of its own: libvips decodes a whole 12 MP JPEG in about 100 ms
    // here, but takes about 170 ms for the same file at a shrink-on-load scale inside a resizing
    // pipeline (bench/pictures, decision 106).
    const decoded = await input()
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
    // Then the resize, and the turn upright on the smaller picture. The pixels carry no EXIF,
    // so the orientation read from the header is applied by hand; the box is square, so turning
    // after the resize gives the same size as before it.
    const { data: pixels, info } = await upright(
      sharp(decoded.data, { raw: rawShape(decoded.info) }).resize({
        width: PICTURE_MAX_EDGE_PX,
        height: PICTURE_MAX_EDGE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      meta.orientation,
    )
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { raw: rawShape(info) }
    // Every encoding from those pixels, side by side on libuv's pool.
    const [main, thumbnail, { blurred, blurredThumbnail }] = await Promise.all([
      sharp(pixels, raw).webp({ quality: 82, effort: WEBP_EFFORT }).toBuffer(),
      sharp(pixels, raw)
        .resize({
          width: PICTURE_THUMB_EDGE_PX,
          height: PICTURE_THUMB_EDGE_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 75, effort: WEBP_EFFORT })
        .toBuffer(),
      blurFromPixels(pixels, rawShape(info)),
    ])
    return { main, thumbnail, blurred, blurredThumbnail }
  } catch (error) {
    if (error instanceof AppError) throw error
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message)
    throw new AppError(
      tooBig ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED',
      english('notices.pictureUploadFailed', {
        file: fileName,
        reason: tooBig ? english('notices.pictureTooManyPixels') : english('notices.pictureDamaged'),
      }),
    )
  }
}
