import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { processPicture } from './picture-pipeline'

/** The pipeline goes through raw pixels once: every kind of input must still come out as 8-bit sRGB WebP. */
describe('the picture pipeline on unusual inputs', () => {
  it('takes a 16-bit PNG with transparency, keeping the alpha and the proportions', async () => {
    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 4, background: { r: 200, g: 30, b: 90, alpha: 0.5 } },
    })
      .png()
      .toColourspace('rgb16')
      .toBuffer()
    expect((await sharp(png).metadata()).depth).toBe('ushort')
    const { main, thumbnail } = await processPicture(png, 'deep.png')
    const m = await sharp(main).metadata()
    expect([m.format, m.width, m.height, m.hasAlpha, m.depth]).toEqual(['webp', 1600, 800, true, 'uchar'])
    const t = await sharp(thumbnail).metadata()
    expect([t.width, t.height]).toEqual([400, 200])
  })

  it('turns a CMYK JPEG into sRGB with the same colour', async () => {
    const cmyk = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2080c0' } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer()
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk')
    const { main } = await processPicture(cmyk, 'print.jpg')
    const m = await sharp(main).metadata()
    expect([m.space, m.channels, m.width, m.height]).toEqual(['srgb', 3, 800, 600])
    const { dominant } = await sharp(main).stats()
    expect(Math.abs(dominant.r - 0x20)).toBeLessThan(24)
    expect(Math.abs(dominant.b - 0xc0)).toBeLessThan(24)
  })

  it('keeps a greyscale photo small and readable', async () => {
    const grey = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#777' } })
      .greyscale()
      .jpeg()
      .toBuffer()
    const { main, thumbnail } = await processPicture(grey, 'grey.jpg')
    const m = await sharp(main).metadata()
    expect([m.width, m.height]).toEqual([1600, 1067])
    expect((await sharp(thumbnail).metadata()).width).toBe(400)
  })
})

describe('the picture pipeline turns every EXIF orientation upright', () => {
  // Four coloured quarters, stored under each orientation tag: after processing, each corner
  // must show what sharp's own rotate() shows for the same file.
  const quarters = async () => {
    const quarter = (background: string) =>
      sharp({ create: { width: 150, height: 100, channels: 3, background } })
        .png()
        .toBuffer()
    return sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
      .composite([
        { input: await quarter('#d00000'), left: 0, top: 0 },
        { input: await quarter('#00a000'), left: 150, top: 0 },
        { input: await quarter('#0000d0'), left: 0, top: 100 },
      ])
      .png()
      .toBuffer()
  }
  const corners = async (image: Buffer) => {
    const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels
      return [data[i], data[i + 1], data[i + 2]].map((v) => Math.round((v ?? 0) / 64))
    }
    const [w, h] = [info.width - 10, info.height - 10]
    return { size: [info.width, info.height], corners: [at(10, 10), at(w, 10), at(10, h), at(w, h)] }
  }

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('orientation %i', async (orientation) => {
    const photo = await sharp(await quarters())
      .jpeg({ quality: 100 })
      .withMetadata({ orientation })
      .toBuffer()
    const expected = await corners(await sharp(photo).rotate().png().toBuffer())
    const { main } = await processPicture(photo, 'turned.jpg')
    expect(await corners(main)).toEqual(expected)
  })
})

describe('the blurred rendition of a private picture (decision 260)', () => {
  const width = 800
  const height = 1000
  /** Fine detail everywhere (text, a face's features, a background would be like this). */
  const noise = () => {
    const pixels = Buffer.alloc(width * height * 3)
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 4) * 104729) % 256
    return pixels
  }
  const rgb = async (webp: Buffer, w: number, h: number) =>
    sharp(webp).resize(w, h, { fit: 'fill' }).removeAlpha().raw().toBuffer()

  it('keeps no detail: a detailed photo and the same photo with all its detail averaged away give the same blur', async () => {
    const detailed = noise()
    // The same picture reduced to 8 × 10 averages, then enlarged: nothing finer than that survives.
    // (Two pipelines: sharp keeps only the last resize of one.)
    const small = await sharp(detailed, { raw: { width, height, channels: 3 } })
      .resize(8, 10)
      .raw()
      .toBuffer()
    const averaged = await sharp(small, { raw: { width: 8, height: 10, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer()
    const toPng = (pixels: Buffer) =>
      sharp(pixels, { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer()
    const [a, b] = await Promise.all([
      processPicture(await toPng(detailed), 'detailed.png'),
      processPicture(await toPng(averaged), 'averaged.png'),
    ])
    const meta = await sharp(a.blurred).metadata()
    // 480 px on the long side, in about the picture's proportions (from a 13 × 16 source).
    expect(meta.height).toBe(480)
    expect(Math.abs(meta.width! / meta.height! - width / height)).toBeLessThan(0.02)
    expect((await sharp(a.blurredThumbnail).metadata()).height).toBe(160)
    const [pa, pb] = await Promise.all([rgb(a.blurred, 96, 120), rgb(b.blurred, 96, 120)])
    let diff = 0
    for (let i = 0; i < pa.length; i += 1) diff += Math.abs(pa[i]! - pb[i]!)
    // Mean difference per channel under 6 of 255: indistinguishable to the eye.
    expect(diff / pa.length).toBeLessThan(6)
    // And the main picture, for scale, kept its detail: the two originals differ by far more.
    const [ma, mb] = await Promise.all([rgb(a.main, width, height), rgb(b.main, width, height)])
    let mainDiff = 0
    for (let i = 0; i < ma.length; i += 1) mainDiff += Math.abs(ma[i]! - mb[i]!)
    expect(mainDiff / ma.length).toBeGreaterThan(20)
  })
})
