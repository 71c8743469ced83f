import { englishTranslator } from '@mithaq/domain'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../testing/msw-server'

const english = englishTranslator()

// The native shell's build (decision 211): the API on another origin. The geolocation plugin is
// the one thing faked: it is the phone's location service, outside our system.
const { API, plugin } = vi.hoisted(() => {
  const origin = 'https://api.mithaq.test'
  const meta = document.createElement('meta')
  meta.name = 'mithaq-api-origin'
  meta.content = origin
  document.head.append(meta)
  return {
    API: origin,
    plugin: { getCurrentPosition: (_options: unknown): Promise<unknown> => Promise.reject() },
  }
})
vi.mock('@capacitor/geolocation', () => ({
  Geolocation: { getCurrentPosition: (options: unknown) => plugin.getCurrentPosition(options) },
}))

const { detectLocation, locationFailure, GEOLOCATION_OPTIONS } = await import('./detect-location')

const pluginError = (code: string, message: string) => Object.assign(new Error(message), { code })
/** The browser's GeolocationPositionError, as the plugin's web fallback passes it on. */
const browserError = (code: 1 | 2 | 3) => ({
  code,
  message: '',
  PERMISSION_DENIED: 1,
  POSITION_UNAVAILABLE: 2,
  TIMEOUT: 3,
})

let asked: unknown[]
beforeEach(() => {
  asked = []
  // A browser's geolocation must never be used in the shell.
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: () => asked.push('browser') },
  })
})

describe('detecting the location in the native shell', () => {
  it('asks the plugin (which asks the permission) and names the city through our server', async () => {
    plugin.getCurrentPosition = async (options) => {
      asked.push(options)
      return { coords: { latitude: 51.50735, longitude: -0.12776 }, timestamp: 0 }
    }
    server.use(
      http.get(`${API}/api/geo/reverse`, ({ request }) => {
        const url = new URL(request.url)
        expect([url.searchParams.get('lat'), url.searchParams.get('lng')]).toEqual(['51.507', '-0.128'])
        return HttpResponse.json({ country: 'United Kingdom', city: 'London' })
      }),
    )
    expect(await detectLocation()).toEqual({ ok: true, place: { country: 'United Kingdom', city: 'London' } })
    expect(asked).toEqual([GEOLOCATION_OPTIONS])
  })

  it.each([
    [
      pluginError('OS-PLUG-GLOC-0003', 'Location permission request was denied.'),
      english('notices.locationPermissionDenied'),
    ],
    [pluginError('OS-PLUG-GLOC-0008', 'restricted'), english('notices.locationPermissionDenied')],
    [
      pluginError('OS-PLUG-GLOC-0007', 'Location services are not enabled.'),
      english('notices.locationUnavailable'),
    ],
    [
      pluginError('OS-PLUG-GLOC-0009', 'Request to enable location was denied.'),
      english('notices.locationUnavailable'),
    ],
    [pluginError('OS-PLUG-GLOC-0002', 'There was an error.'), english('notices.locationUnavailable')],
    [
      pluginError('OS-PLUG-GLOC-0010', 'Could not obtain location in time.'),
      english('notices.locationTimedOut'),
    ],
    [pluginError('OS-PLUG-GLOC-0099', 'Something new'), english('notices.failedToDetectLocation')],
    [browserError(1), english('notices.locationPermissionDenied')],
    [browserError(2), english('notices.locationUnavailable')],
    [browserError(3), english('notices.locationTimedOut')],
    [new Error('no code at all'), english('notices.failedToDetectLocation')],
  ])('shows the specification message for %o', async (error, message) => {
    plugin.getCurrentPosition = () => Promise.reject(error)
    expect(await detectLocation()).toEqual({ ok: false, message })
  })

  it('says to change the setting first when a denial comes on Detect Again', async () => {
    plugin.getCurrentPosition = () => Promise.reject(pluginError('OS-PLUG-GLOC-0003', 'denied'))
    expect(await detectLocation({ isRetry: true })).toEqual({
      ok: false,
      message: english('notices.locationPermissionDeniedTryAgain'),
    })
    expect(asked).toEqual([])
  })

  it('maps both sources with one table', () => {
    expect([1, 2, 3, 4].map((code) => locationFailure({ code }))).toEqual([
      'denied',
      'unavailable',
      'timeout',
      'other',
    ])
    expect(locationFailure(null)).toBe('other')
  })
})
