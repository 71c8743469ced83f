import { crc32, inflateRawSync } from 'node:zlib'

/**
 * Reads back an archive of `buildZip` (no comment, no ZIP64) by its central directory, as an
 * unzip program does, checking each entry's size and CRC. Answers the files by name.
 */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.length - 22
  if (zip.readUInt32LE(end) !== 0x06054b50) throw new Error('no end of central directory record')
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`)
    const method = zip.readUInt16LE(at + 10)
    const crc = zip.readUInt32LE(at + 16)
    const compressed = zip.readUInt32LE(at + 20)
    const size = zip.readUInt32LE(at + 24)
    const nameLength = zip.readUInt16LE(at + 28)
    const extra = zip.readUInt16LE(at + 30)
    const comment = zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header for ${name}`)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const body = zip.subarray(start, start + compressed)
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body)
    if (data.length !== size || crc32(data) !== crc) throw new Error(`corrupt entry ${name}`)
    files.set(name, data)
    at += 46 + nameLength + extra + comment
  }
  return files
}
