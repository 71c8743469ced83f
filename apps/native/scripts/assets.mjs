// Icons and splash screens of both platforms from one source image, resources/logo.svg (the
// mark of the web app's favicon), drawn with sharp: `npm run assets -w @mithaq/native`.
// @capacitor/assets was not used (decision 212): sharp is already in the tree and needs nothing
// from the network. Every PNG the platform templates ship as an icon or a splash is redrawn at its
// own size, so the file names and sizes stay the ones Android Studio and Xcode expect.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const logo = readFileSync(join(root, 'resources', 'logo.svg'), 'utf8')
const BRAND = '#0f5c4d'
const CREAM = '#fbf7f0'

/** The mark at `size` px, scaled to `share` of it, centred on a square of `background` (or transparent). */
async function mark(size, share, background, rounded = false) {
  const inner = Math.round(size * share)
  const art = await sharp(Buffer.from(logo), { density: Math.max(72, (inner / 64) * 72) })
    .resize(inner, inner)
    .png()
    .toBuffer()
  const radius = rounded ? size / 2 : 0
  const base = background
    ? Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${background}"/></svg>`,
      )
    : { create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }
  const canvas = Buffer.isBuffer(base) ? sharp(base) : sharp(base)
  return canvas
    .composite([{ input: art, gravity: 'centre' }])
    .png()
    .toBuffer()
}

/** The splash: the app's icon (rounded square of the brand colour) in the middle of cream. */
async function splash(width, height) {
  const side = Math.round(Math.min(width, height) * 0.28)
  const icon = await mark(side, 0.78, BRAND)
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="${side}" height="${side}" rx="${side * 0.22}"/></svg>`,
  )
  const roundedIcon = await sharp(icon)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer()
  return sharp({ create: { width, height, channels: 3, background: CREAM } })
    .composite([{ input: roundedIcon, gravity: 'centre' }])
    .png()
    .toBuffer()
}

function pngs(dir) {
  const found = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) found.push(...pngs(path))
    else if (name.endsWith('.png')) found.push(path)
  }
  return found
}

async function redraw(path) {
  const { width, height } = await sharp(path).metadata()
  const name = path.split('/').pop()
  let image
  if (/splash/i.test(path)) image = await splash(width, height)
  else if (name === 'ic_launcher_foreground.png') image = await mark(width, 0.5, undefined)
  else if (name === 'ic_launcher_round.png') image = await mark(width, 0.62, BRAND, true)
  // App Store Connect refuses an app icon with an alpha channel: iOS's is flattened to plain RGB.
  else if (/AppIcon/.test(path))
    image = await sharp(await mark(width, 0.62, BRAND))
      .removeAlpha()
      .png()
      .toBuffer()
  else if (name === 'ic_launcher.png') image = await mark(width, 0.62, BRAND)
  else return false
  await sharp(image).toFile(path)
  return true
}

let count = 0
for (const dir of [join(root, 'android/app/src/main/res'), join(root, 'ios/App/App/Assets.xcassets')]) {
  for (const path of pngs(dir)) if (await redraw(path)) count += 1
}
console.log(`${count} icons and splash screens drawn from resources/logo.svg`)
