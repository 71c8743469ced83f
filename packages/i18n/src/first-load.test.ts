import { describe, expect, it } from 'vitest'
import firstLoad from './catalogues/first-load'
import { FIRST_LOAD_NAMESPACES } from './namespaces'
import { loadNamespaces } from './texts'

describe("the web app's first load (decision 290)", () => {
  it('holds the English texts of exactly the first-load namespaces', async () => {
    const expected = await loadNamespaces('en', FIRST_LOAD_NAMESPACES)
    expect(Object.keys(firstLoad).sort()).toEqual(Object.keys(expected).sort())
    expect(firstLoad).toEqual(expected)
  })
})

describe('loadNamespaces', () => {
  it('merges the namespaces asked for, in the language asked for, and nothing else', async () => {
    const texts = await loadNamespaces('fr', ['chat', 'guardian'])
    const namespaces = new Set(Object.keys(texts).map((key) => key.split('.')[0]))
    expect([...namespaces].sort()).toEqual(['chat', 'guardian'])
    const french = (await import('./catalogues/fr/chat')).default
    expect(texts['chat.today']).toBe(french['chat.today'])
  })

  it('refuses a namespace it does not know, rather than showing keys', async () => {
    await expect(loadNamespaces('ar', ['mail'])).rejects.toThrow('ar/mail')
  })
})
