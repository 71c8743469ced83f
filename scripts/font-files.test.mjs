import { describe, expect, it } from 'vitest'
import { fontFaces, fontFilesFor } from '../apps/web/scripts/font-files.mjs'

// The rule the size check counts fonts by (apps/web/scripts/font-files.mjs, decision 395).
const faces = `@font-face{font-family:Noto Nastaliq Urdu;font-display:swap;src:url(/assets/nastaliq-400.woff2)format("woff2")}
@font-face{font-family:"Noto Naskh Arabic";src:url("/assets/naskh-400.woff2") format("woff2")}`

describe('the font files a page loads', () => {
  it('reads each face and its files, quoted or not', () => {
    expect(fontFaces(faces)).toEqual([
      { family: 'Noto Nastaliq Urdu', files: ['/assets/nastaliq-400.woff2'] },
      { family: 'Noto Naskh Arabic', files: ['/assets/naskh-400.woff2'] },
    ])
  })

  it('loads a face only on the pages in the language that names it', () => {
    const css = `${faces}@layer base{body{font-family:var(--font-sans)}}
html:lang(ur){--font-sans:"Noto Nastaliq Urdu", system-ui}html:lang(ar){--font-sans:"Noto Naskh Arabic", system-ui}`
    expect(fontFilesFor(css, 'ur')).toEqual(['/assets/nastaliq-400.woff2'])
    expect(fontFilesFor(css, 'ar')).toEqual(['/assets/naskh-400.woff2'])
    expect(fontFilesFor(css, 'en')).toEqual([])
    expect(fontFilesFor(css, 'fr')).toEqual([])
  })

  it('counts a face for every language when a rule names it without :lang()', () => {
    const css = `${faces}body{font-family:"Noto Naskh Arabic",sans-serif}`
    expect(fontFilesFor(css, 'en')).toEqual(['/assets/naskh-400.woff2'])
  })

  it('names no file when no rule uses a face', () => {
    expect(fontFilesFor(faces, 'ur')).toEqual([])
  })
})
