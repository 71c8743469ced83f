import { describe, expect, it } from 'vitest'
import { COUNTRIES, COUNTRY_NAMES } from './countries'
import { DEMONYMS, searchCountries } from './demonyms'

describe('nationality search', () => {
  it.each([
    ['British', 'United Kingdom'],
    ['Pakistani', 'Pakistan'],
    ['Egyptian', 'Egypt'],
    ['emirati', 'United Arab Emirates'],
    ['Dutch', 'Netherlands'],
    ['Filipino', 'Philippines'],
    ['ivorian', "Côte d'Ivoire"],
    ['turkiye', 'Turkey'],
    ['  brit ', 'United Kingdom'],
  ])('finds a country by its demonym: %s → %s', (query, country) => {
    expect(searchCountries(query)).toContain(country)
  })

  it('puts countries whose name matches before those found by demonym', () => {
    // "ind" starts India's name and is inside Indonesia's; "Indian" and "Indonesian" come after.
    expect(searchCountries('ind').slice(0, 2)).toEqual(['India', 'Indonesia'])
    // "Niger" names Niger and Nigeria; "Nigerian" and "Nigerien" add nothing new.
    expect(searchCountries('niger')).toEqual(['Niger', 'Nigeria'])
  })

  it('lists every country for an empty query and nothing for nonsense', () => {
    expect(searchCountries('')).toEqual([...COUNTRY_NAMES])
    expect(searchCountries('qqqx')).toEqual([])
  })

  it('has a demonym for every country on the list, and none for a code not on it', () => {
    const codes = new Set<string>(COUNTRIES.map((c) => c.code))
    expect(COUNTRIES.filter((c) => !DEMONYMS[c.code]?.length).map((c) => c.name)).toEqual([])
    expect(Object.keys(DEMONYMS).filter((code) => !codes.has(code))).toEqual([])
  })
})
