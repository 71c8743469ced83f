import type { BrowserContext, Page } from '@playwright/test'

/**
 * The phone side of Capacitor's bridge, faked in the page before the app loads: what the Android
 * app's WebView injects (`androidBridge`, the plugins' headers, `nativePromise`/`nativeCallback`),
 * answering the plugin calls the app makes, recording each, and letting a test fire the phone's
 * events (a link that opens the app). Everything above the bridge, `@capacitor/core` and the
 * plugins' JavaScript included, is the real app. Plugins or methods not listed here fail, as a
 * plugin missing from the app would.
 */
export interface NativeCall {
  plugin: string
  method: string
  options: Record<string, unknown>
}

/**
 * Google Play as the phone sees it (`@capgo/native-purchases` on Android): the products it sells,
 * by product id, and the transaction its purchase sheet ends with. Without it, the phone has no
 * purchases plugin and the app offers no purchase.
 */
export interface FakePlayStore {
  products: { identifier: string; title: string; price: number; priceString: string; currencyCode: string }[]
  /** What `purchaseProduct` answers: a purchase token the test registered with the Play stand-in first. */
  transaction: { transactionId: string; orderId: string; productIdentifier: string; purchaseToken: string }
}

export async function fakeNativeBridge(context: BrowserContext, phone: { playStore?: FakePlayStore } = {}) {
  await context.addInitScript(installFakeBridge, phone)
}

/** Every plugin call the app made so far, in order. */
export const nativeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as FakeWindow).__nativeBridge.calls) as Promise<NativeCall[]>

/** Fires a plugin's event as the phone would (`App`, `appUrlOpen`, `{ url }`). */
export const nativeEvent = (page: Page, plugin: string, event: string, data: unknown) =>
  page.evaluate(
    ([p, e, d]) => (window as unknown as FakeWindow).__nativeBridge.emit(p as string, e as string, d),
    [plugin, event, data],
  )

/** How many listeners the app keeps for a plugin's event. */
export const nativeListeners = (page: Page, plugin: string, event: string) =>
  page.evaluate(
    ([p, e]) => (window as unknown as FakeWindow).__nativeBridge.listening(p as string, e as string),
    [plugin, event],
  )

interface FakeWindow {
  __nativeBridge: {
    calls: NativeCall[]
    emit: (plugin: string, event: string, data: unknown) => void
    listening: (plugin: string, event: string) => number
  }
}

/** Runs in the page (serialised by Playwright): no closure over this module. */
function installFakeBridge(phone: { playStore?: FakePlayStore }) {
  type Options = Record<string, unknown>
  const play = phone.playStore
  const stored = (key: unknown) => `CapacitorStorage.${String(key)}`
  // What each faked native method answers, as the plugins' Android code would.
  const answers: Record<string, Record<string, (o: Options) => unknown>> = {
    App: { getLaunchUrl: () => ({}), exitApp: () => ({}) },
    Preferences: {
      get: (o) => ({ value: localStorage.getItem(stored(o.key)) }),
      set: (o) => {
        localStorage.setItem(stored(o.key), String(o.value))
        return {}
      },
      remove: (o) => {
        localStorage.removeItem(stored(o.key))
        return {}
      },
    },
    // Notifications not allowed on this phone: the app offers nothing and registers nothing.
    PushNotifications: {
      checkPermissions: () => ({ receive: 'denied' }),
      requestPermissions: () => ({ receive: 'denied' }),
      register: () => ({}),
      unregister: () => ({}),
    },
    Filesystem: {
      writeFile: (o) => ({ uri: `file:///data/user/0/app.mithaq/cache/${String(o.path)}` }),
    },
    Share: { share: () => ({ activityType: 'com.google.android.apps.docs' }) },
    // The plugin's Android answers (its definitions.d.ts): one-time products, a purchase, consuming it.
    ...(play && {
      NativePurchases: {
        isBillingSupported: () => ({ isBillingSupported: true }),
        getProducts: (o) => ({
          products: play.products
            .filter((p) => (o.productIdentifiers as string[]).includes(p.identifier))
            .map((p) => ({
              ...p,
              description: p.title,
              currencySymbol: '€',
              isFamilyShareable: false,
              subscriptionGroupIdentifier: '',
              subscriptionPeriod: { numberOfUnits: 0, unit: 0 },
              introductoryPrice: null,
              discounts: [],
            })),
        }),
        purchaseProduct: (o) => ({
          ...play.transaction,
          purchaseDate: new Date().toISOString(),
          purchaseState: '1',
          isAcknowledged: false,
          quantity: Number(o.quantity ?? 1),
          willCancel: null,
        }),
        consumePurchase: () => ({}),
        acknowledgePurchase: () => ({}),
      },
    }),
  }
  const calls: { plugin: string; method: string; options: Options }[] = []
  const listeners = new Map<string, { event: string; callback: (data: unknown) => void }>()
  let next = 1

  const w = window as unknown as Record<string, unknown>
  w.androidBridge = { postMessage: () => undefined }
  w.Capacitor = {
    PluginHeaders: Object.entries(answers).map(([name, methods]) => ({
      name,
      methods: [
        ...Object.keys(methods).map((m) => ({ name: m, rtype: 'promise' })),
        { name: 'addListener', rtype: 'callback' },
        { name: 'removeListener', rtype: 'promise' },
        { name: 'removeAllListeners', rtype: 'promise' },
      ],
    })),
    nativePromise: async (plugin: string, method: string, options: Options = {}) => {
      calls.push({ plugin, method, options })
      if (method === 'removeListener') {
        listeners.delete(`${plugin}:${String(options.callbackId)}`)
        return {}
      }
      if (method === 'removeAllListeners') return {}
      const answer = answers[plugin]?.[method]
      if (!answer) throw new Error(`${plugin}.${method} is not faked`)
      return answer(options)
    },
    nativeCallback: (plugin: string, method: string, options: Options, callback: (data: unknown) => void) => {
      calls.push({ plugin, method, options })
      const id = String(next++)
      if (method === 'addListener')
        listeners.set(`${plugin}:${id}`, { event: String(options.eventName), callback })
      return id
    },
  }
  const matching = (plugin: string, event: string) =>
    [...listeners].filter(([key, l]) => key.startsWith(`${plugin}:`) && l.event === event).map(([, l]) => l)
  w.__nativeBridge = {
    calls,
    emit: (plugin: string, event: string, data: unknown) => {
      for (const l of matching(plugin, event)) l.callback(data)
    },
    listening: (plugin: string, event: string) => matching(plugin, event).length,
  }
}
