import { describe, expect, it } from 'vitest'
import { buildZip } from './zip'
import { readZip } from './zip.test-helpers'

describe('buildZip', () => {
  it('holds each entry, deflating text and storing pictures, with UTF-8 names', () => {
    const json = Buffer.from(JSON.stringify({ name: 'Amina', about: 'سلام'.repeat(200) }))
    const picture = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 5])
    const zip = buildZip([
      { name: 'data.json', data: json },
      { name: 'pictures/picture-1.webp', data: picture },
      { name: 'notes/مرحبا.txt', data: Buffer.from('') },
    ])
    const files = readZip(zip)
    expect([...files.keys()]).toEqual(['data.json', 'pictures/picture-1.webp', 'notes/مرحبا.txt'])
    expect(files.get('data.json')?.equals(json)).toBe(true)
    expect(files.get('pictures/picture-1.webp')?.equals(picture)).toBe(true)
    expect(files.get('notes/مرحبا.txt')?.length).toBe(0)
    // The JSON was deflated: the archive is smaller than the repeated text it holds.
    expect(zip.length).toBeLessThan(json.length)
  })

  it('makes an empty archive that is still a valid one', () => {
    expect(readZip(buildZip([])).size).toBe(0)
  })
})
