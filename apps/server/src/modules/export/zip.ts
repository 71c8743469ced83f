import { crc32, deflateRawSync } from 'node:zlib'

/** One file of an archive: a name inside it (forward slashes) and its bytes. */
export interface ZipEntry {
  name: string
  data: Buffer
}

const DOS_EPOCH_DATE = (1 << 5) | 1 // 1980-01-01: entries carry no time of their own.

/**
 * A zip archive (PKZIP 2.0: local headers, central directory, end record) of the given entries.
 * Text is deflated; pictures, already compressed, are stored. Written here rather than taken from a
 * package because the export is the only archive we make and it is small (a profile's data and at
 * most a handful of pictures); no ZIP64, so an archive stays under 4 GiB and 65,535 entries.
 */
export function buildZip(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const compress = !/\.(webp|jpe?g|png|gif)$/i.test(entry.name)
    const body = compress ? deflateRawSync(entry.data) : entry.data
    const method = compress ? 8 : 0
    const crc = crc32(entry.data)

    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(0x0800, 6) // names are UTF-8
    local.writeUInt16LE(method, 8)
    local.writeUInt16LE(0, 10) // time
    local.writeUInt16LE(DOS_EPOCH_DATE, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(body.length, 18)
    local.writeUInt32LE(entry.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    parts.push(local, name, body)

    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(20, 4) // made by
    header.writeUInt16LE(20, 6) // needed
    header.writeUInt16LE(0x0800, 8)
    header.writeUInt16LE(method, 10)
    header.writeUInt16LE(0, 12)
    header.writeUInt16LE(DOS_EPOCH_DATE, 14)
    header.writeUInt32LE(crc, 16)
    header.writeUInt32LE(body.length, 20)
    header.writeUInt32LE(entry.data.length, 24)
    header.writeUInt16LE(name.length, 28)
    // extra, comment, disk, internal attributes, external attributes: all zero
    header.writeUInt32LE(offset, 42)
    central.push(header, name)

    offset += local.length + name.length + body.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...parts, directory, end])
}
