import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const root = dirname(fileURLToPath(import.meta.url))
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const ORIGIN = 'https://api.mithaq.test'

it('builds the app in native mode and syncs it into the Android and iOS projects without any SDK', async () => {
  const { stdout, stderr } = await promisify(execFile)('node', [join(root, 'scripts/sync.mjs')], {
    env: { ...process.env, MITHAQ_NATIVE_API_ORIGIN: ORIGIN },
    maxBuffer: 32 * 1024 * 1024,
  })
  const output = stdout + stderr
  expect(output).toContain('Sync finished')

  for (const [platform, web] of [
    ['android', 'android/app/src/main/assets'],
    ['ios', 'ios/App/App'],
  ] as const) {
    const index = read(`${web}/public/index.html`)
    expect(index, platform).toContain(`<meta name="mithaq-api-origin" content="${ORIGIN}">`)
    expect(JSON.parse(read(`${web}/capacitor.config.json`)), platform).toMatchObject({
      appId: 'app.mithaq',
      appName: 'Mithaq',
    })
  }
  for (const [npm, pod] of [
    ['preferences', 'CapacitorPreferences'],
    ['push-notifications', 'CapacitorPushNotifications'],
    ['geolocation', 'CapacitorGeolocation'],
    ['app', 'CapacitorApp'],
    ['filesystem', 'CapacitorFilesystem'],
    ['share', 'CapacitorShare'],
  ]) {
    expect(read('android/capacitor.settings.gradle')).toContain(`@capacitor/${npm}/android`)
    expect(read('ios/App/Podfile')).toContain(`pod '${pod}'`)
  }
  expect(read('android/app/src/main/res/values/strings.xml')).toContain(
    '<string name="app_name">Mithaq</string>',
  )
})
