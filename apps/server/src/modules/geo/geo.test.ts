import { COUNTRIES } from '@mithaq/domain'
import { borders } from '@rapideditor/country-coder'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp, type TestUser } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/build-test-app'
import { countryName } from './reverse-geocoder'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

describe('offline geocoding', () => {
  let ctx: Ctx
  let user: TestUser
  beforeAll(async () => {
    ctx = await buildTestApp()
    user = await signUp(ctx.app)
  })
  afterAll(() => ctx.app.close())

  const reverse = (query: string, headers: Record<string, string> = { cookie: user.cookie }) =>
    ctx.app.inject({ method: 'GET', url: `/api/geo/reverse?${query}`, headers })

  it.each([
    ['London', 'lat=51.5074&lng=-0.1278', { country: 'United Kingdom', city: 'London' }],
    ['Cairo', 'lat=30.0444&lng=31.2357', { country: 'Egypt', city: 'Cairo' }],
    ['Istanbul', 'lat=41.0082&lng=28.9784', { country: 'Turkey', city: 'Istanbul' }],
    ['Jakarta', 'lat=-6.2088&lng=106.8456', { country: 'Indonesia', city: 'Jakarta' }],
    ['Makkah', 'lat=21.4225&lng=39.8262', { country: 'Saudi Arabia', city: 'Mecca' }],
  ])('names %s from its coordinates', async (_label, query, place) => {
    const res = await reverse(query)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(place)
  })

  it('keeps a city on its own side of a border (Windsor, not Detroit)', async () => {
    const res = await reverse('lat=42.3149&lng=-83.0364')
    expect(res.json()).toEqual({ country: 'Canada', city: 'Windsor' })
  })

  it('names a territory by its sovereign country, so it matches the country list', async () => {
    const res = await reverse('lat=22.2796&lng=114.1588')
    expect(res.json()).toEqual({ country: 'China', city: 'Hong Kong' })
  })

  it('answers a clear error for a point in the middle of the Atlantic', async () => {
    const res = await reverse('lat=30&lng=-40')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Failed to get location details' })
  })

  it('refuses coordinates that are not coordinates', async () => {
    const res = await reverse('lat=95&lng=0')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Latitude format is invalid')
  })

  it('answers only signed-in users', async () => {
    const res = await reverse('lat=51.5074&lng=-0.1278', {})
    expect(res.statusCode).toBe(401)
  })

  const cities = (query: string, headers: Record<string, string> = { cookie: user.cookie }) =>
    ctx.app.inject({ method: 'GET', url: `/api/geo/cities?${query}`, headers })

  it('offers the most populous cities of a country for the manual picker', async () => {
    const res = await cities('country=Egypt')
    expect(res.statusCode).toBe(200)
    const list = res.json().cities as string[]
    expect(list).toHaveLength(20)
    expect(list[0]).toBe('Cairo')
    expect(list).toContain('Alexandria')
  })

  it('finds cities by the start of their name, ignoring case and accents', async () => {
    const res = await cities(`country=${encodeURIComponent('United Kingdom')}&q=manch`)
    expect(res.json().cities[0]).toBe('Manchester')
    const accents = await cities('country=Brazil&q=sao%20p')
    expect(accents.json().cities[0]).toBe('São Paulo')
  })

  it('lists each city name once, at most 20', async () => {
    const res = await cities(`country=${encodeURIComponent('United States')}&q=spring`)
    const list = res.json().cities as string[]
    expect(list.length).toBeLessThanOrEqual(20)
    expect(new Set(list).size).toBe(list.length)
    expect(list).toContain('Springfield')
  })

  it('refuses a country that is not on the list', async () => {
    const res = await cities('country=Atlantis')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please choose a country from the list')
  })

  it('answers the city search only to signed-in users', async () => {
    expect((await cities('country=Egypt', {})).statusCode).toBe(401)
  })
})

describe('the country list and the border data', () => {
  it('names every country the border data can return from our own list', () => {
    // The geocoder answers the country-level code of a point; each must have a name on the list,
    // so a detected location always matches the picker and the discovery filters.
    // Typed by hand: the package's types lean on @types/geojson, which we do not install.
    const features = borders.features as { properties: { level: string; iso1A2?: string } }[]
    const countryCodes = features
      .filter((f) => f.properties.level === 'country' && f.properties.iso1A2)
      .map((f) => f.properties.iso1A2 as string)
    expect(countryCodes.length).toBeGreaterThan(190)
    const listed = new Set<string>(COUNTRIES.map((c) => c.code))
    expect(countryCodes.filter((c) => !listed.has(c))).toEqual([])
    expect(countryName('EG')).toBe('Egypt')
  })
})
