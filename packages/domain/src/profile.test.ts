import { describe, expect, it } from 'vitest'
import { COUNTRIES, COUNTRY_NAMES, countryCodeByName, countryNameByCode } from './countries'
import { englishTranslator } from './english-words'
import { citySearchQuerySchema, reverseGeocodeQuerySchema } from './geo'
import {
  type CreateProfileInput,
  isIsoDate,
  makeCreateProfileSchema,
  reorderPicturesSchema,
  updateProfileSchema,
} from './profile'
import { wordIssue } from './wording'

const english = englishTranslator()

const today = new Date('2026-06-15T12:00:00Z')
const createSchema = makeCreateProfileSchema(() => today)

const valid: CreateProfileInput = {
  name: 'Amina',
  sex: 'female',
  birthday: '1996-04-12',
  location: { country: 'United Kingdom', city: 'London' },
  aboutMe: 'I love reading and long walks.',
  education: 'BSc',
  occupation: 'Engineer',
  nationality: ['United Kingdom', 'Egypt'],
  height: 165,
  maritalStatus: 'Never Married',
}

/** The first issue, as the server's error body and the form both show it. */
function firstIssue(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  const issue = result.error?.issues[0]
  return issue ? { path: issue.path.join('.'), message: wordIssue(english, issue) } : undefined
}

const repeat = (s: string, n: number) => s.repeat(n)

describe('createProfileSchema (sign-up, docs/product.md § 4)', () => {
  it('accepts a complete profile and fills optional texts with empty strings', () => {
    const { education: _e, occupation: _o, ...withoutOptional } = valid
    const parsed = createSchema.parse(withoutOptional)
    expect(parsed.education).toBe('')
    expect(parsed.occupation).toBe('')
  })

  it('trims texts before counting and saving them', () => {
    const parsed = createSchema.parse({ ...valid, name: '  Amina  ', aboutMe: ' Hello ' })
    expect(parsed.name).toBe('Amina')
    expect(parsed.aboutMe).toBe('Hello')
  })

  it.each<[string, Partial<Record<keyof CreateProfileInput, unknown>>]>([
    ['a one-letter name', { name: 'A' }],
    ['a 25-letter name', { name: repeat('a', 25) }],
    ['a 25-emoji name (code points, not UTF-16 units)', { name: repeat('😀', 25) }],
    ['a name in Arabic', { name: 'عائشة' }],
    ['sex male', { sex: 'male' }],
    ['a birthday exactly 18 years ago', { birthday: '2008-06-15' }],
    ['a birthday on 29 February', { birthday: '2000-02-29' }],
    ['a very old birthday (no upper age cap)', { birthday: '1920-01-01' }],
    ['an About Me of 1500 characters', { aboutMe: repeat('x', 1500) }],
    ['an About Me of 1500 emoji', { aboutMe: repeat('🌙', 1500) }],
    ['empty education and occupation', { education: '', occupation: '' }],
    [
      'education and occupation of 50 characters',
      { education: repeat('e', 50), occupation: repeat('o', 50) },
    ],
    ['four nationalities', { nationality: ['Egypt', 'Morocco', 'Turkey', 'Pakistan'] }],
    ['height 130', { height: 130 }],
    ['height 200', { height: 200 }],
    ...(['Never Married', 'Separated', 'Divorced', 'Married', 'Widowed'] as const).map(
      (s): [string, Partial<CreateProfileInput>] => [`marital status ${s}`, { maritalStatus: s }],
    ),
    ['a city with accents', { location: { country: 'Turkey', city: 'İstanbul' } }],
  ])('accepts %s', (_label, patch) => {
    const result = createSchema.safeParse({ ...valid, ...patch })
    expect(firstIssue(result)).toBeUndefined()
  })

  it.each<[string, Partial<Record<keyof CreateProfileInput, unknown>>, string, string]>([
    ['a missing name', { name: undefined }, 'name', english('notices.nameRequired')],
    ['an empty name', { name: '' }, 'name', english('notices.nameRequired')],
    ['a name of spaces', { name: '   ' }, 'name', english('notices.nameRequired')],
    ['a 26-letter name', { name: repeat('a', 26) }, 'name', english('notices.nameLength')],
    ['a 26-emoji name', { name: repeat('😀', 26) }, 'name', english('notices.nameLength')],
    ['a missing sex', { sex: undefined }, 'sex', english('notices.sexRequired')],
    ['a sex other than male or female', { sex: 'other' }, 'sex', english('notices.sexRequired')],
    ['a missing birthday', { birthday: undefined }, 'birthday', english('notices.birthdayRequired')],
    ['an empty birthday', { birthday: '' }, 'birthday', english('notices.birthdayRequired')],
    [
      'a birthday that is not a date',
      { birthday: 'last spring' },
      'birthday',
      english('notices.birthdayInvalid'),
    ],
    ['30 February', { birthday: '2000-02-30' }, 'birthday', english('notices.birthdayInvalid')],
    [
      '29 February of a common year',
      { birthday: '2001-02-29' },
      'birthday',
      english('notices.birthdayInvalid'),
    ],
    [
      'a birthday with a time',
      { birthday: '2000-01-01T00:00:00Z' },
      'birthday',
      english('notices.birthdayInvalid'),
    ],
    ['someone 18 tomorrow', { birthday: '2008-06-16' }, 'birthday', english('notices.underMinimumAge')],
    ['a birthday in the future', { birthday: '2030-01-01' }, 'birthday', english('notices.underMinimumAge')],
    ['a missing location', { location: undefined }, 'location', english('notices.locationRequired')],
    [
      'a location without a city',
      { location: { country: 'Egypt', city: '' } },
      'location.city',
      english('notices.locationRequired'),
    ],
    [
      'a location without a country',
      { location: { country: ' ', city: 'Cairo' } },
      'location.country',
      english('notices.locationRequired'),
    ],
    [
      'a country not on the list',
      { location: { country: 'Atlantis', city: 'Poseidonia' } },
      'location.country',
      english('notices.locationCountryUnknown'),
    ],
    [
      'a 101-character city',
      { location: { country: 'Egypt', city: repeat('c', 101) } },
      'location.city',
      english('notices.locationCityTooLong'),
    ],
    ['a missing About Me', { aboutMe: undefined }, 'aboutMe', english('notices.aboutMeLength')],
    ['an About Me of spaces', { aboutMe: '    ' }, 'aboutMe', english('notices.aboutMeLength')],
    [
      'an About Me of 1501 characters',
      { aboutMe: repeat('x', 1501) },
      'aboutMe',
      english('notices.aboutMeLength'),
    ],
    [
      'a 51-character education',
      { education: repeat('e', 51) },
      'education',
      english('notices.educationTooLong'),
    ],
    [
      'a 51-character occupation',
      { occupation: repeat('o', 51) },
      'occupation',
      english('notices.occupationTooLong'),
    ],
    ['no nationality', { nationality: [] }, 'nationality', english('notices.nationalityRequired')],
    [
      'a missing nationality',
      { nationality: undefined },
      'nationality',
      english('notices.nationalityRequired'),
    ],
    [
      'five nationalities',
      { nationality: ['Egypt', 'Morocco', 'Turkey', 'Pakistan', 'India'] },
      'nationality',
      english('notices.nationalityTooMany'),
    ],
    [
      'a nationality twice',
      { nationality: ['Egypt', 'Egypt'] },
      'nationality',
      english('notices.nationalityDuplicate'),
    ],
    [
      'a nationality not on the list',
      { nationality: ['Narnia'] },
      'nationality',
      english('notices.nationalityUnknown'),
    ],
    ['height 129', { height: 129 }, 'height', english('notices.heightRange')],
    ['height 201', { height: 201 }, 'height', english('notices.heightRange')],
    ['a height with a fraction', { height: 170.5 }, 'height', english('notices.heightRange')],
    ['a height as text', { height: '170' }, 'height', english('notices.heightRange')],
    ['a missing height', { height: undefined }, 'height', english('notices.heightRange')],
    [
      'an unknown marital status',
      { maritalStatus: 'Engaged' },
      'maritalStatus',
      english('notices.maritalStatusRequired'),
    ],
    [
      'a missing marital status',
      { maritalStatus: undefined },
      'maritalStatus',
      english('notices.maritalStatusRequired'),
    ],
  ])('refuses %s', (_label, patch, path, message) => {
    const result = createSchema.safeParse({ ...valid, ...patch })
    expect(firstIssue(result)).toEqual({ path, message })
  })

  it('says only the first failing rule of a field', () => {
    const result = createSchema.safeParse({
      ...valid,
      nationality: ['Narnia', 'Narnia', 'Egypt', 'Oz', 'Mars'],
    })
    expect(result.error?.issues.map((i) => i.message)).toEqual(['notices.nationalityTooMany'])
  })

  it('computes the age with the clock it is given', () => {
    const dayBefore = makeCreateProfileSchema(() => new Date('2026-06-14T23:59:59Z'))
    expect(firstIssue(dayBefore.safeParse({ ...valid, birthday: '2008-06-15' }))?.message).toBe(
      english('notices.underMinimumAge'),
    )
  })
})

describe('updateProfileSchema (edit, docs/product.md § 4)', () => {
  it('accepts a single changed field and leaves the rest out', () => {
    expect(updateProfileSchema.parse({ name: ' Maryam ' })).toEqual({ name: 'Maryam' })
  })

  it('drops fields that cannot be edited here', () => {
    const parsed = updateProfileSchema.parse({
      name: 'Maryam',
      tokenBalance: 999,
      isActive: false,
      birthday: '2015-01-01',
    })
    expect(parsed).toEqual({ name: 'Maryam' })
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an empty name', { name: '' }, 'name', english('notices.nameRequired')],
    ['a name of spaces', { name: '  ' }, 'name', english('notices.nameRequired')],
    ['a 26-letter name', { name: repeat('a', 26) }, 'name', english('notices.nameLength')],
    ['no nationality', { nationality: [] }, 'nationality', english('notices.nationalityRequiredOnSave')],
    [
      'five nationalities',
      { nationality: ['Egypt', 'Morocco', 'Turkey', 'Pakistan', 'India'] },
      'nationality',
      english('notices.nationalityTooManyOnSave'),
    ],
    [
      'a nationality twice',
      { nationality: ['Egypt', 'Egypt'] },
      'nationality',
      english('notices.nationalityDuplicate'),
    ],
    ['height 129', { height: 129 }, 'height', english('notices.heightRange')],
    ['height 201', { height: 201 }, 'height', english('notices.heightRange')],
    ['an empty About Me', { aboutMe: '' }, 'aboutMe', english('notices.aboutMeLength')],
    [
      'a 51-character education',
      { education: repeat('e', 51) },
      'education',
      english('notices.educationTooLong'),
    ],
    [
      'a 51-character occupation',
      { occupation: repeat('o', 51) },
      'occupation',
      english('notices.occupationTooLong'),
    ],
    [
      'a location without a city',
      { location: { country: 'Egypt', city: '' } },
      'location.city',
      english('notices.locationRequired'),
    ],
    ['an unknown sex', { sex: 'x' }, 'sex', english('notices.sexRequired')],
    [
      'an unknown marital status',
      { maritalStatus: 'x' },
      'maritalStatus',
      english('notices.maritalStatusRequired'),
    ],
  ])('refuses %s', (_label, body, path, message) => {
    expect(firstIssue(updateProfileSchema.safeParse(body))).toEqual({ path, message })
  })
})

describe('picture and geo inputs', () => {
  it('accepts a reorder of up to five ids and refuses more', () => {
    expect(reorderPicturesSchema.safeParse({ ids: ['a', 'b'] }).success).toBe(true)
    expect(
      firstIssue(reorderPicturesSchema.safeParse({ ids: ['1', '2', '3', '4', '5', '6'] }))?.message,
    ).toBe(english('notices.pictureOrderInvalid'))
  })

  it.each([
    [
      { lat: '51.5074', lng: '-0.1278' },
      { lat: 51.5074, lng: -0.1278 },
    ],
    [
      { lat: '-90', lng: '180' },
      { lat: -90, lng: 180 },
    ],
  ])('reads coordinates %o', (query, expected) => {
    expect(reverseGeocodeQuerySchema.parse(query)).toEqual(expected)
  })

  it.each([
    [{ lat: '', lng: '0' }, 'Latitude format is invalid'],
    [{ lat: '91', lng: '0' }, 'Latitude format is invalid'],
    [{ lat: '0', lng: '-180.5' }, 'Longitude format is invalid'],
    [{ lat: '1e3', lng: '0' }, 'Latitude format is invalid'],
    [{ lng: '0' }, 'Latitude is required'],
  ])('refuses coordinates %o', (query, message) => {
    expect(firstIssue(reverseGeocodeQuerySchema.safeParse(query))?.message).toBe(message)
  })

  it('requires a country for the city search', () => {
    expect(firstIssue(citySearchQuerySchema.safeParse({ country: ' ' }))?.message).toBe('Country is required')
    expect(citySearchQuerySchema.parse({ country: 'Egypt' })).toEqual({ country: 'Egypt', q: '' })
  })
})

describe('the country list', () => {
  it('holds about 195 countries, each name and code once, sorted by name', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(193)
    expect(COUNTRIES.length).toBeLessThanOrEqual(200)
    expect(new Set(COUNTRY_NAMES).size).toBe(COUNTRIES.length)
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length)
    expect([...COUNTRY_NAMES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(COUNTRY_NAMES)
  })

  it('maps names and codes both ways', () => {
    expect(countryCodeByName('United Kingdom')).toBe('GB')
    expect(countryNameByCode('EG')).toBe('Egypt')
    expect(countryNameByCode('ZZ')).toBeUndefined()
  })

  it('checks dates strictly', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2023-13-01')).toBe(false)
    expect(isIsoDate('23-01-01')).toBe(false)
  })
})
