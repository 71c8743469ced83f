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
