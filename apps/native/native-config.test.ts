import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import plist from 'plist'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

// What the stores check in the Android and iOS projects, read from the files (no SDK here); the
// slow `cap sync` is sync.test.ts. Issue 31, decisions 370 (links) and 371 (the rest).
const root = dirname(fileURLToPath(import.meta.url))
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const ios = 'ios/App/App'
const res = 'android/app/src/main/res'

/** The app's languages (packages/i18n): iOS shows its permission texts in each. */
const LANGUAGES = ['en', 'ar', 'ur', 'fr', 'tr', 'id']
/** Permissions the app really asks for on iOS: the selfie and "Take Photo", the photo library, the city. */
const USAGE_KEYS = [
  'NSCameraUsageDescription',
  'NSPhotoLibraryUsageDescription',
  'NSLocationWhenInUseUsageDescription',
]

/** A `.strings` file's `"key" = "value";` pairs. */
function strings(text: string): Record<string, string> {
  const pairs: Record<string, string> = {}
  for (const [, key, value] of text.matchAll(/^"([^"]+)"\s*=\s*"((?:[^"\\]|\\.)*)";\s*$/gm))
    pairs[key as string] = value as string
  return pairs
}

describe('iOS', () => {
  const info = plist.parse(read(`${ios}/Info.plist`)) as Record<string, unknown>

  it('says why it asks for the camera, the photo library and the location', () => {
    for (const key of USAGE_KEYS) expect(info[key], key).toMatch(/\w{3,}.{30,}/)
    expect(info.CFBundleLocalizations).toEqual(LANGUAGES)
  })

  it.each(LANGUAGES)('says it in %s too, and the Xcode project bundles that file', (lang) => {
    const texts = strings(read(`${ios}/${lang}.lproj/InfoPlist.strings`))
    for (const key of USAGE_KEYS) expect(texts[key], `${lang} ${key}`).toMatch(/.{30,}/)
    if (lang !== 'en') for (const key of USAGE_KEYS) expect(texts[key], `${lang} ${key}`).not.toBe(info[key])
    expect(read('ios/App/App.xcodeproj/project.pbxproj')).toContain(`path = ${lang}.lproj/InfoPlist.strings;`)
  })

  it('declares in its privacy manifest why it uses UserDefaults and file dates, and no tracking', () => {
    const manifest = plist.parse(read(`${ios}/PrivacyInfo.xcprivacy`)) as {
      NSPrivacyTracking: boolean
      NSPrivacyAccessedAPITypes: {
        NSPrivacyAccessedAPIType: string
        NSPrivacyAccessedAPITypeReasons: string[]
      }[]
      NSPrivacyCollectedDataTypes: {
        NSPrivacyCollectedDataType: string
        NSPrivacyCollectedDataTypeTracking: boolean
      }[]
    }
    expect(manifest.NSPrivacyTracking).toBe(false)
    expect(manifest.NSPrivacyAccessedAPITypes).toContainEqual({
      NSPrivacyAccessedAPIType: 'NSPrivacyAccessedAPICategoryUserDefaults',
      NSPrivacyAccessedAPITypeReasons: ['CA92.1'],
    })
    // @capacitor/filesystem (the data export goes through the cache to the share sheet) reads file dates.
    expect(manifest.NSPrivacyAccessedAPITypes).toContainEqual({
      NSPrivacyAccessedAPIType: 'NSPrivacyAccessedAPICategoryFileTimestamp',
      NSPrivacyAccessedAPITypeReasons: ['C617.1'],
    })
    // The same data types as the App Store answers written in store/.
    const answers = JSON.parse(read('store/data-safety.json')) as { categories: { apple: string }[] }
    expect(manifest.NSPrivacyCollectedDataTypes.map((d) => d.NSPrivacyCollectedDataType).sort()).toEqual(
      [...new Set(answers.categories.map((c) => c.apple))].sort(),
    )
    for (const d of manifest.NSPrivacyCollectedDataTypes)
      expect(d.NSPrivacyCollectedDataTypeTracking).toBe(false)
    expect(read('ios/App/App.xcodeproj/project.pbxproj')).toContain('PrivacyInfo.xcprivacy in Resources')
  })

  it('claims the mail links of its domain (Associated Domains)', () => {
    const entitlements = plist.parse(read(`${ios}/App.entitlements`)) as Record<string, string[]>
    expect(entitlements['com.apple.developer.associated-domains']).toEqual(['applinks:$(APP_LINKS_DOMAIN)'])
    const project = read('ios/App/App.xcodeproj/project.pbxproj')
    expect(project.match(/CODE_SIGN_ENTITLEMENTS = App\/App.entitlements;/g)).toHaveLength(2)
    expect(project.match(/APP_LINKS_DOMAIN = [\w.-]+;/g)).toHaveLength(2)
  })

  it('has a 1024 px App Store icon without an alpha channel', async () => {
    const icon = await sharp(
      join(root, `${ios}/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png`),
    ).metadata()
    expect(icon).toMatchObject({ width: 1024, height: 1024, hasAlpha: false })
  })
})

describe('Android', () => {
  const manifest = read('android/app/src/main/AndroidManifest.xml')
  const permissions = [...manifest.matchAll(/<uses-permission android:name="([^"]+)"/g)].map((m) => m[1])

  it('asks for the camera (the live selfie), location and the internet, and needs no camera to install', () => {
    expect(permissions).toEqual(
      expect.arrayContaining([
        'android.permission.CAMERA',
        'android.permission.ACCESS_COARSE_LOCATION',
        'android.permission.INTERNET',
      ]),
    )
    expect(manifest).toMatch(/<uses-feature android:name="android.hardware.camera" android:required="false"/)
  })

  it('keeps the session token out of backups and device transfers', () => {
    expect(manifest).toContain('android:allowBackup="false"')
    expect(manifest).toContain('android:dataExtractionRules="@xml/data_extraction_rules"')
    const rules = read(`${res}/xml/data_extraction_rules.xml`)
    for (const section of ['cloud-backup', 'device-transfer']) {
      const body = rules.match(new RegExp(`<${section}>([\\s\\S]*?)</${section}>`))?.[1] ?? ''
      expect(body, section).toContain('<exclude domain="sharedpref" path="." />')
      expect(body, section).not.toContain('<include')
    }
  })

  it('opens the reset and confirmation links of its host (App Links, verified)', () => {
    expect(manifest).toMatch(/<intent-filter android:autoVerify="true">/)
    expect(manifest).toContain(`android:host="\${appLinksHost}"`)
    expect(manifest).toContain('android:pathPrefix="/api/auth/reset-password/"')
    expect(manifest).toContain('android:path="/api/auth/verify-email"')
    expect(read('android/app/build.gradle')).toMatch(/manifestPlaceholders = \[appLinksHost: "[\w.-]+"\]/)
  })

  it('shows pushes with a monochrome notification icon and the accent colour', () => {
    expect(manifest).toMatch(
      /"com.google.firebase.messaging.default_notification_icon"\s+android:resource="@drawable\/ic_stat_mithaq"/,
    )
    expect(manifest).toMatch(
      /"com.google.firebase.messaging.default_notification_color"\s+android:resource="@color\/notification_accent"/,
    )
    const icon = read(`${res}/drawable/ic_stat_mithaq.xml`)
    const colours = [...icon.matchAll(/android:(?:fill|stroke)Color="([^"]+)"/g)].map((m) => m[1])
    expect(colours.length).toBeGreaterThan(0)
    // White or fully transparent only: Android draws a small icon from its alpha.
    for (const colour of colours) expect(colour).toMatch(/^#(FFFFFFFF|FFFFFF|00[0-9A-F]{6})$/i)
    expect(read(`${res}/values/colors.xml`)).toMatch(
      /<color name="notification_accent">#[0-9A-F]{6}<\/color>/i,
    )
  })

  it("has no test classes left under the template's package", () => {
    for (const kind of ['test', 'androidTest']) {
      expect(existsSync(join(root, `android/app/src/${kind}/java/com/getcapacitor`)), kind).toBe(false)
    }
    const tests = readdirSync(join(root, 'android/app/src/androidTest/java/app/mithaq'))
    expect(tests.length).toBeGreaterThan(0)
    for (const file of tests)
      expect(read(`android/app/src/androidTest/java/app/mithaq/${file}`)).toMatch(/^package app\.mithaq;/)
  })
})

describe('in-app purchases (decision 470)', () => {
  const { packs } = JSON.parse(read('store/in-app-products.json')) as {
    packs: { packId: string; tokens: number; apple: string; google: string }[]
  }
  const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> }

  it('uses a Capacitor 7 build of the purchases plugin, synced into both projects', () => {
    expect(pkg.dependencies['@capgo/native-purchases']).toMatch(/^\^7\./)
    expect(read('android/capacitor.settings.gradle')).toContain("include ':capgo-native-purchases'")
    expect(read('android/app/capacitor.build.gradle')).toContain(
      "implementation project(':capgo-native-purchases')",
    )
    expect(read('ios/App/Podfile')).toContain("pod 'CapgoNativePurchases'")
  })

  it('sells each pack under one product id per store, in the ids each store allows', () => {
    expect(packs.map((p) => p.packId)).toEqual(['tokens-10', 'tokens-25', 'tokens-60'])
    for (const p of packs) {
      // Apple: reverse-DNS under the bundle id; Google: lower case, digits, dots and underscores.
      expect(p.apple).toMatch(/^app\.mithaq\.[a-z0-9.]+$/)
      expect(p.google).toMatch(/^[a-z0-9][a-z0-9._]*$/)
    }
    expect(new Set(packs.map((p) => p.apple)).size).toBe(packs.length)
    expect(new Set(packs.map((p) => p.google)).size).toBe(packs.length)
  })

  it('asks for Google Play Billing on Android', () => {
    expect(read('android/app/src/main/AndroidManifest.xml')).toContain(
      '<uses-permission android:name="com.android.vending.BILLING" />',
    )
  })

  it('targets iOS 15, which StoreKit 2 and the plugin need, in the Podfile and the Xcode project', () => {
    expect(read('ios/App/Podfile')).toContain("platform :ios, '15.0'")
    const targets = [
      ...read('ios/App/App.xcodeproj/project.pbxproj').matchAll(/IPHONEOS_DEPLOYMENT_TARGET = ([\d.]+);/g),
    ]
    expect(targets.length).toBeGreaterThan(0)
    for (const [, version] of targets) expect(Number(version)).toBeGreaterThanOrEqual(15)
  })

  it("has a StoreKit configuration for Xcode's local testing with the same products, all consumable", () => {
    const storekit = JSON.parse(read(`${ios}/Products.storekit`)) as {
      products: { productID: string; type: string; localizations: { displayName: string }[] }[]
      subscriptionGroups: unknown[]
    }
    expect(storekit.products.map((p) => p.productID).sort()).toEqual(packs.map((p) => p.apple).sort())
    for (const product of storekit.products) {
      expect(product.type).toBe('Consumable')
      const pack = packs.find((p) => p.apple === product.productID)
      expect(product.localizations[0]?.displayName).toBe(`${pack?.tokens} tokens`)
    }
    expect(storekit.subscriptionGroups).toEqual([])
  })
})

describe('the stores', () => {
  /** The app's own addresses (https) named in a store file. */
  const urls = (file: string) =>
    [...read(file).matchAll(/https:\/\/[\w.-]+\/[\w/-]*/g)].map(([u]) => new URL(u))
  const webPaths = readFileSync(join(root, '../web/src/config/paths.ts'), 'utf8')
  const domain = /APP_LINKS_DOMAIN = ([\w.-]+);/.exec(read('ios/App/App.xcodeproj/project.pbxproj'))?.[1]

  it.each(['store/listing.md', 'store/review-notes.md'])(
    '%s links the Terms of Use beside the privacy policy, on the domain the app claims',
    (file) => {
      const paths = urls(file).map((u) => u.pathname)
      expect(paths).toContain('/privacy-policy')
      expect(paths).toContain('/terms')
      for (const url of urls(file)) {
        expect(url.host, url.href).toBe(domain)
        // A page the web app really has (config/paths.ts), not a guessed address.
        expect(webPaths, url.href).toContain(`'${url.pathname}'`)
      }
    },
  )

  it("puts both addresses in the listing's description lines", () => {
    const description = /## Last lines of the description[^`]*```\n([^`]*)```/.exec(
      read('store/listing.md'),
    )?.[1]
    expect(description).toBe(
      `Privacy policy: https://${domain}/privacy-policy\nTerms of Use: https://${domain}/terms\n`,
    )
  })
})
