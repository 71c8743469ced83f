import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { PICTURE_MAX_BYTES, PICTURE_MAX_EDGE_PX, PICTURE_THUMB_EDGE_PX } from '@mithaq/domain'
import sharp from 'sharp'
import { processPicture } from '../../apps/server/src/modules/profiles'
import { cpuDescription } from '../shared/machine'

// Usage: npm run bench:pictures -w @mithaq/bench
//   BENCH_PICTURE_RUNS (20 measured, after 3 warm-up), BENCH_PICTURE=<a JPEG> instead of the generated
//   12-megapixel photo. Importing the pipeline sets sharp's concurrency exactly as the server does.
const runs = Number(process.env.BENCH_PICTURE_RUNS ?? 20)
const warmup = 3
const log = (line: string) => console.log(line)

const dir = mkdtempSync(join(os.tmpdir(), 'mithaq-bench-pictures-'))
const cleanUp = () => rmSync(dir, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUp()
    process.exit(130)
  })
}

/**
 * A 4000 × 3000 photo-like JPEG (quality 90, 4:2:0) under the 5 MB upload limit: smooth light with
 * grain, the kind of detail that makes a phone photo expensive to decode, and EXIF orientation 6
 * (taken upright, stored sideways) so the rotation is part of the work.
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000
  const height = 3000
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 42
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff
      const grain = (seed >> 16) % 24
      const i = (y * width + x) * 3
      pixels[i] = (x * 255) / width + grain - 12
      pixels[i + 1] = (y * 255) / height + grain - 12
      pixels[i + 2] = 128 + 60 * Math.sin(x / 90) * Math.cos(y / 70) + grain - 12
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Phone' } })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
const spread = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!
  return `${at(0.1).toFixed(0)}–${at(0.9).toFixed(0)}`
}

/** Decision 011's pipeline as it was before decision 106, for a ratio measured in the same run. */
async function before(photo: Buffer) {
  const input = () => sharp(photo, { limitInputPixels: 40_000_000, failOn: 'error' })
  await input().metadata()
  const main = await input()
    .rotate()
    .resize({
      width: PICTURE_MAX_EDGE_PX,
      height: PICTURE_MAX_EDGE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer()
  const thumbnail = await sharp(main)
    .resize({
      width: PICTURE_THUMB_EDGE_PX,
      height: PICTURE_THUMB_EDGE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 75 })
    .toBuffer()
  return { main, thumbnail }
}

/**
 * Wall time, the result, and the CPU time the process spent meanwhile (every thread, libvips'
 * included). On a busy machine the wall time mostly measures waiting for a core; the CPU time
 * does not, and on a quiet machine a stage's wall time is at most its CPU time when it runs on
 * one thread (less when libvips spreads it over several).
 */
/** Decision 106 as first taken: decode at the shrink-on-load scale, rotate and resize in one pass. */
async function shrinkOnLoadPipeline(photo: Buffer) {
  const { data, info } = await sharp(photo)
    .rotate()
    .resize({ width: PICTURE_MAX_EDGE_PX, height: PICTURE_MAX_EDGE_PX, fit: 'inside' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  const [main, thumbnail] = await Promise.all([
    sharp(data, raw).webp({ quality: 82, effort: 2 }).toBuffer(),
    sharp(data, raw)
      .resize({ width: PICTURE_THUMB_EDGE_PX, height: PICTURE_THUMB_EDGE_PX, fit: 'inside' })
      .webp({ quality: 75, effort: 2 })
      .toBuffer(),
  ])
  return { main, thumbnail }
}

async function time<T>(work: () => Promise<T>): Promise<[number, T, number]> {
  const start = performance.now()
  const cpu = process.cpuUsage()
  const result = await work()
  const used = process.cpuUsage(cpu)
  return [performance.now() - start, result, (used.user + used.system) / 1000]
}

async function main() {
  const photo = process.env.BENCH_PICTURE ? readFileSync(process.env.BENCH_PICTURE) : await phonePhoto()
  const meta = await sharp(photo).metadata()
  const megapixels = ((meta.width ?? 0) * (meta.height ?? 0)) / 1e6
  if (photo.length > PICTURE_MAX_BYTES) throw new Error('the photo is above the upload limit')
  // libjpeg's shrink-on-load: the largest of 1/2, 1/4, 1/8 that still leaves the long edge at
  // least at the target, which is what libvips picks.
  const long = Math.max(meta.width ?? 0, meta.height ?? 0)
  const shrink = [8, 4, 2, 1].find((s) => Math.floor(long / s) >= PICTURE_MAX_EDGE_PX) ?? 1

  log(
    `bench/pictures: BENCH_PICTURE_RUNS=${runs} (after ${warmup} warm-up), ${meta.width}×${meta.height} ${meta.format} (${megapixels.toFixed(1)} MP, ${(photo.length / 2 ** 20).toFixed(2)} MB, orientation ${meta.orientation ?? 1})`,
  )
  log(
    `Machine: ${cpuDescription()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )}, Node ${process.version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), sharp.concurrency ${sharp.concurrency()}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 4}`,
  )

  const samples: Record<string, number[]> = {}
  const cpuSamples: Record<string, number[]> = {}
  const add = (key: string, ms: number, cpuMs: number) => {
    samples[key] ??= []
    samples[key].push(ms)
    cpuSamples[key] ??= []
    cpuSamples[key].push(cpuMs)
  }
  let n = 0
  let sizes = { main: 0, thumbnail: 0 }
  for (let i = 0; i < warmup + runs; i++) {
    const measured = i >= warmup
    // The stages of the pipeline, one after another: every pixel decoded in a pass of its own,
    // then resized and turned upright from the raw pixels (decision 106).
    const [decode, decoded, decodeCpu] = await time(() =>
      sharp(photo).toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true }),
    )
    const [resize, { data: pixels, info }, resizeCpu] = await time(() =>
      sharp(decoded.data, {
        raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels },
      })
        .resize({ width: PICTURE_MAX_EDGE_PX, height: PICTURE_MAX_EDGE_PX, fit: 'inside' })
        // The generated photo's orientation 6; with BENCH_PICTURE this stage still turns by 90°
        // (same cost), while the end to end below applies the file's own orientation.
        .rotate(90)
        .raw()
        .toBuffer({ resolveWithObject: true }),
    )
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
    const [encode, main, encodeCpu] = await time(() =>
      sharp(pixels, raw).webp({ quality: 82, effort: 2 }).toBuffer(),
    )
    const [thumbnail, thumb, thumbnailCpu] = await time(() =>
      sharp(pixels, raw)
        .resize({ width: PICTURE_THUMB_EDGE_PX, height: PICTURE_THUMB_EDGE_PX, fit: 'inside' })
        .webp({ quality: 75, effort: 2 })
        .toBuffer(),
    )
    const [write, , writeCpu] = await time(async () => {
      await writeFile(join(dir, `stage-${i}.webp`), main, { flag: 'wx' })
      await writeFile(join(dir, `stage-${i}-thumb.webp`), thumb, { flag: 'wx' })
    })
    // End to end: what an upload costs the server between the bytes and the files.
    const [endToEnd, , endToEndCpu] = await time(async () => {
      const images = await processPicture(photo, 'photo.jpg')
      await writeFile(join(dir, `${i}.webp`), images.main, { flag: 'wx' })
      await writeFile(join(dir, `${i}-thumb.webp`), images.thumbnail, { flag: 'wx' })
      sizes = { main: images.main.length, thumbnail: images.thumbnail.length }
    })
    const [old, , oldCpu] = await time(async () => {
      const images = await before(photo)
      await writeFile(join(dir, `${i}-before.webp`), images.main, { flag: 'wx' })
      await writeFile(join(dir, `${i}-before-thumb.webp`), images.thumbnail, { flag: 'wx' })
    })
    const [firstTake, , firstTakeCpu] = await time(async () => {
      const images = await shrinkOnLoadPipeline(photo)
      await writeFile(join(dir, `${i}-first.webp`), images.main, { flag: 'wx' })
      await writeFile(join(dir, `${i}-first-thumb.webp`), images.thumbnail, { flag: 'wx' })
    })
    // The decode at the shrink-on-load scale, for scale: what the first take decoded.
    const [shrunkDecode, , shrunkDecodeCpu] = await time(() =>
      sharp(photo)
        .resize({
          width: Math.floor((meta.width ?? 0) / shrink),
          height: Math.floor((meta.height ?? 0) / shrink),
          kernel: 'nearest',
          fit: 'fill',
        })
        .raw()
        .toBuffer(),
    )
    if (!measured) continue
    n++
    add('decode', decode, decodeCpu)
    add('resize', resize, resizeCpu)
    add('encode', encode, encodeCpu)
    add('thumbnail', thumbnail, thumbnailCpu)
    add('write', write, writeCpu)
    add('end to end', endToEnd, endToEndCpu)
    add('end to end, first take of 106', firstTake, firstTakeCpu)
    add('end to end, before', old, oldCpu)
    add('shrink-on-load decode', shrunkDecode, shrunkDecodeCpu)
  }

  log(`\n${n} runs; ms as median (p10–p90); CPU is the process's CPU time over the stage, all threads.\n`)
  log('| Stage | What | Median ms | p10–p90 | CPU median ms | CPU p10–p90 |')
  log('|---|---|---|---|---|---|')
  const what: Record<string, string> = {
    decode: 'decode of every pixel to 8-bit sRGB, a pass of its own',
    resize: `resize to ${PICTURE_MAX_EDGE_PX} px and turn upright, from the raw pixels`,
    encode: 'WebP main picture (quality 82, effort 2)',
    thumbnail: `${PICTURE_THUMB_EDGE_PX} px thumbnail from the resized pixels, WebP`,
    write: 'both files to disk',
    'end to end': 'processPicture + both writes (main and thumbnail encoded in parallel)',
    'end to end, first take of 106':
      'decision 106 as first taken: one pass of shrink-on-load decode, rotate and resize',
    'end to end, before':
      'the same with the pipeline before decision 106 (WebP effort 4, thumbnail from the encoded main)',
    'shrink-on-load decode': `for scale: JPEG decode at 1/${shrink} scale (what the first take decoded)`,
  }
  for (const [key, xs] of Object.entries(samples)) {
    const cpu = cpuSamples[key] ?? []
    log(
      `| ${key} | ${what[key]} | ${median(xs).toFixed(0)} | ${spread(xs)} | ${median(cpu).toFixed(0)} | ${spread(cpu)} |`,
    )
  }
  log(
    `\nOutput: main ${(sizes.main / 1024).toFixed(0)} KB, thumbnail ${(sizes.thumbnail / 1024).toFixed(0)} KB`,
  )
  const e2e = median(samples['end to end']!)
  log(
    `End to end CPU time, median: ${median(cpuSamples['end to end']!).toFixed(0)} ms (about the most it takes on a quiet machine: the stages that run in parallel take less)`,
  )
  log(
    `Before ÷ now, medians of the same run: ${(median(samples['end to end, before']!) / e2e).toFixed(2)}×; first take of 106 ÷ now: ${(median(samples['end to end, first take of 106']!) / e2e).toFixed(2)}×`,
  )
  log(
    `Target < 250 ms per 12-megapixel JPEG end to end: ${e2e < 250 ? 'met' : 'MISSED'} (median ${e2e.toFixed(0)} ms)`,
  )
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(cleanUp)
