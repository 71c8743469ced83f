// `npm run native:sync`: builds the web app in native mode (apps/web/scripts/build-native.mjs) and
// copies it, with the plugins, into the Android and iOS projects (`cap sync`). Needs no Android
// SDK or Xcode: on a machine without CocoaPods the iOS `pod install` step is skipped with a
// warning, and Xcode or Android Studio does the native build elsewhere (README).
import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const DEFAULT_ORIGIN = 'http://localhost:3000'
const origin = process.env.MITHAQ_NATIVE_API_ORIGIN ?? DEFAULT_ORIGIN
if (!process.env.MITHAQ_NATIVE_API_ORIGIN) {
  console.warn(
    `MITHAQ_NATIVE_API_ORIGIN is not set: the app will talk to ${DEFAULT_ORIGIN}. Set it to your server's public address for a real build.`,
  )
}
const env = { ...process.env, MITHAQ_NATIVE_API_ORIGIN: origin }
execFileSync('node', [join(root, '../web/scripts/build-native.mjs')], { stdio: 'inherit', env })
execFileSync('npx', ['cap', 'sync', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env })
