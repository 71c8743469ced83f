import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'

// Every catalogue file, as `<locale>/<namespace>` → its messages.
const files = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ default: Record<string, string> }>('./catalogues/*/*.ts', { eager: true }),
  )
    .filter(([path]) => !path.endsWith('/index.ts') && !path.endsWith('/load.ts'))
    .map(([path, module]) => [path.replace('./catalogues/', '').replace(/\.ts$/, ''), module.default]),
)
const namespaces = Object.keys(files)
  .filter((name) => name.startsWith('en/'))
  .map((name) => name.slice(3))

/** The argument names and tag names a text uses, sorted: what a translation must keep. */
function placeholders(text: string): string[] {
  const found = new Set<string>()
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue
      found.add(element.type === TYPE.tag ? `<${element.value}>` : element.value)
      if (element.type === TYPE.tag) walk(element.children)
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value)
      }
    }
  }
  walk(parse(text))
  return [...found].sort()
}

/** Keys whose text describes the person it is shown about, who is not named in it. */
const DESCRIBES_A_PERSON = /^profile\.marital\./

/** The argument a person's placeholder brings for choosing words by their sex (decision 300). */
const SEX_OF = { name: 'sex', ward: 'wardSex', other: 'otherSex' } as const

/**
 * A translation's placeholders less the sexes it may add: a language whose words agree with a
 * person's sex may choose them by `{sex, select}` wherever the English text names that person
 * (decision 270, 'Sex and grammar'); the guardian's mail names two, `{ward}` and `{other}`, each
 * with its own `wardSex` and `otherSex` (decision 300).
 */
function withoutAllowedSexes(mine: string[], theirs: string[], key: string): string[] {
  // A label that describes the person it is shown for (a marital status) agrees with them too.
  if (DESCRIBES_A_PERSON.test(key) && !theirs.includes('sex')) return mine.filter((p) => p !== 'sex')
  let kept = mine
  for (const [person, sex] of Object.entries(SEX_OF)) {
    if (theirs.includes(person) && !theirs.includes(sex)) kept = kept.filter((p) => p !== sex)
  }
  return kept
}

describe('message catalogues', () => {
  it('has every namespace in every language', () => {
    for (const locale of LOCALES) {
      for (const ns of namespaces) expect(files[`${locale}/${ns}`], `${locale}/${ns}.ts`).toBeDefined()
    }
  })

  it('names each key after its namespace, so no two namespaces share a key', () => {
    for (const ns of namespaces) {
      for (const key of Object.keys(files[`en/${ns}`] ?? {}))
        expect(key, `en/${ns}.ts`).toMatch(new RegExp(`^${ns}\\.`))
    }
  })

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: the same keys as English, each with the same placeholders`, () => {
      const problems: string[] = []
      for (const ns of namespaces) {
        const english = files[`en/${ns}`] ?? {}
        const translated = files[`${locale}/${ns}`] ?? {}
        for (const key of Object.keys(english)) {
          if (!(key in translated)) problems.push(`${locale}/${ns}: missing ${key}`)
        }
        for (const [key, text] of Object.entries(translated)) {
          const source = english[key]
          if (source === undefined) {
            problems.push(`${locale}/${ns}: extra ${key}`)
            continue
          }
          let mine: string[]
          try {
            mine = placeholders(text)
          } catch (error) {
            problems.push(`${locale}/${ns}: ${key} is not valid ICU (${(error as Error).message})`)
            continue
          }
          let theirs = placeholders(source)
          mine = withoutAllowedSexes(mine, theirs, key)
          // English too may choose a word by the named person's sex (her/his guardian); a language
          // whose words do not agree with it need not ask for it.
          if (theirs.includes('name') && !mine.includes('sex')) theirs = theirs.filter((p) => p !== 'sex')
          if (mine.join() !== theirs.join()) {
            problems.push(
              `${locale}/${ns}: ${key} has {${mine.join(', ')}} where English has {${theirs.join(', ')}}`,
            )
          }
        }
      }
      expect(problems).toEqual([])
    })
  }

  it("lets a translation choose by a person's sex only where English names that person", () => {
    const check = (english: string, translated: string, key = 'x.any') =>
      withoutAllowedSexes(placeholders(translated), placeholders(english), key).join()
    expect(check('{name} liked you', '{name} {sex, select, female {a} other {b}}')).toBe('name')
    expect(
      check(
        '{ward} and {other}',
        '{ward} {wardSex, select, female {a} other {b}} {other} {otherSex, select, female {c} other {d}}',
      ),
    ).toBe('other,ward')
    // Not where no one is named, and not by another person's sex.
    expect(check('Hello', '{sex, select, female {a} other {b}}')).toBe('sex')
    expect(check('{ward} wrote', '{ward} {otherSex, select, female {a} other {b}}')).toBe('otherSex,ward')
    // A marital status describes the person it is shown about.
    expect(check('Married', '{sex, select, female {Mariée} other {Marié}}', 'profile.marital.married')).toBe(
      '',
    )
  })

  it("chooses by a person's sex only between 'female', 'male' and 'other'", () => {
    const wrong: string[] = []
    const walk = (file: string, key: string, elements: MessageFormatElement[]) => {
      for (const element of elements) {
        if (element.type === TYPE.tag) walk(file, key, element.children)
        if (element.type !== TYPE.plural && element.type !== TYPE.select) continue
        const options = Object.keys(element.options)
        const bySex = (Object.values(SEX_OF) as string[]).includes(element.value)
        if (bySex && options.some((o) => !['female', 'male', 'other'].includes(o)))
          wrong.push(`${file}: ${key} chooses between ${options.join(', ')}`)
        for (const option of Object.values(element.options)) walk(file, key, option.value)
      }
    }
    for (const [file, messages] of Object.entries(files)) {
      for (const [key, text] of Object.entries(messages)) walk(file, key, parse(text))
    }
    expect(wrong).toEqual([])
  })

  it('English texts are valid ICU', () => {
    for (const ns of namespaces) {
      for (const [key, text] of Object.entries(files[`en/${ns}`] ?? {}))
        expect(() => parse(text), key).not.toThrow()
    }
  })
})
