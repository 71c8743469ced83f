import sharp from 'sharp'
import type { HairStyle, PortraitTraits } from './demo.members'

/**
 * Illustrated portraits for the demo community, drawn from shapes and palettes in code: never a
 * photograph, nothing downloaded. Modest dress throughout; a hijab, a beard or a kufi where the
 * member's traits ask for one. The SVG is rendered to PNG here and then goes through the same
 * picture pipeline as a user's upload.
 */

const WIDTH = 800
const HEIGHT = 1000

const SKIN = ['#f3d3bd', '#e2b48f', '#c99168', '#a86f4a', '#7d5035', '#5c3a26']
const SKIN_SHADE = ['#e5bea5', '#cf9c77', '#b27b55', '#8f5c3b', '#66402a', '#4a2e1e']
const HAIR = ['#1f1a17', '#3b2a20', '#5a3b28', '#7a4e2d', '#2d2a3a', '#4a3426']
/** Scarf colours: soft, calm tones. */
const SCARF = ['#2f4f6f', '#7b4b5a', '#3f6b5c', '#8a6d3b', '#5b5f8f', '#6d4c7d']
const CLOTHES = ['#35506b', '#6b4f3a', '#3d6b57', '#7a3e4f', '#4d4a7a', '#8a7350']
const BACKGROUNDS: [string, string][] = [
  ['#f4ead8', '#e3d2b4'],
  ['#e3eef0', '#c6dde2'],
  ['#efe5ef', '#dccbe0'],
  ['#e8f0e2', '#cfe0c4'],
  ['#f6e6de', '#e9cbbd'],
  ['#e6e9f3', '#cbd2e8'],
]

const pick = <T>(list: T[], index: number): T => list[((index % list.length) + list.length) % list.length]!

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, Math.round(((n >> shift) & 0xff) * (1 + amount))))
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

/**
 * A man's hair in one of six cuts, so the men's portraits differ by shape as well as colour, as
 * the women's do by scarf and hair. Drawn over the face (the top of the head); 'long' also
 * falls behind the ears.
 */
function menHair(
  style: HairStyle,
  {
    cx,
    headY,
    faceW,
    faceH,
    hair,
  }: { cx: number; headY: number; faceW: number; faceH: number; hair: string },
): string[] {
  const top = headY - faceH
  const cap = (lift: number, line: number) =>
    `<path d="M ${cx - faceW - 4} ${headY - 30} C ${cx - faceW - 10} ${top - lift}, ${cx + faceW + 10} ${top - lift}, ${cx + faceW + 4} ${headY - 30} C ${cx + faceW - 20} ${top + line}, ${cx - faceW + 20} ${top + line}, ${cx - faceW - 4} ${headY - 30} Z" fill="${hair}"/>`
  switch (style) {
    case 'crop':
      return [cap(95, 50)]
    case 'side':
      // A side parting: the hair swept up and over from the left, a visible part line.
      return [
        cap(105, 45),
        `<path d="M ${cx - faceW + 10} ${top + 40} C ${cx - 80} ${top - 90}, ${cx + 120} ${top - 80}, ${cx + faceW + 20} ${top + 30} C ${cx + 60} ${top - 10}, ${cx - 40} ${top + 10}, ${cx - faceW + 10} ${top + 40} Z" fill="${shade(hair, 0.25)}"/>`,
        `<path d="M ${cx - 70} ${top - 35} Q ${cx - 60} ${top + 10} ${cx - 85} ${top + 45}" fill="none" stroke="${shade(hair, -0.4)}" stroke-width="5"/>`,
      ]
    case 'curly': {
      const curls: string[] = [cap(80, 55)]
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (0.08 + (0.84 * i) / 8)
        const x = cx - Math.cos(a) * (faceW + 5)
        const y = top + 45 - Math.sin(a) * 95
        curls.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="48" fill="${hair}"/>`)
        curls.push(
          `<circle cx="${(x + 10).toFixed(1)}" cy="${(y - 8).toFixed(1)}" r="18" fill="${shade(hair, 0.3)}" opacity="0.6"/>`,
        )
      }
      return curls
    }
    case 'wavy':
      // Fuller on top, with a wave falling onto the forehead.
      return [
        cap(135, 40),
        `<path d="M ${cx - faceW + 20} ${top + 40} Q ${cx - 60} ${top + 95} ${cx - 20} ${top + 40} Q ${cx + 30} ${top + 90} ${cx + 70} ${top + 35} Q ${cx + 110} ${top + 80} ${cx + faceW - 10} ${top + 40} Z" fill="${hair}"/>`,
      ]
    case 'receding':
      // A high hairline: short at the sides, the forehead bare, a little grey at the temples.
      return [
        `<path d="M ${cx - faceW - 4} ${headY - 10} C ${cx - faceW - 10} ${top - 60}, ${cx - 70} ${top - 70}, ${cx - 40} ${top - 30} C ${cx - 90} ${top + 20}, ${cx - faceW + 10} ${top + 60}, ${cx - faceW - 4} ${headY - 10} Z" fill="${hair}"/>`,
        `<path d="M ${cx + faceW + 4} ${headY - 10} C ${cx + faceW + 10} ${top - 60}, ${cx + 70} ${top - 70}, ${cx + 40} ${top - 30} C ${cx + 90} ${top + 20}, ${cx + faceW - 10} ${top + 60}, ${cx + faceW + 4} ${headY - 10} Z" fill="${hair}"/>`,
        `<path d="M ${cx - 60} ${top - 34} Q ${cx} ${top - 52} ${cx + 60} ${top - 34} Q ${cx} ${top - 20} ${cx - 60} ${top - 34} Z" fill="${hair}"/>`,
        `<ellipse cx="${cx - faceW + 6}" cy="${headY - 40}" rx="14" ry="30" fill="#b9b4ae" opacity="0.8"/>`,
        `<ellipse cx="${cx + faceW - 6}" cy="${headY - 40}" rx="14" ry="30" fill="#b9b4ae" opacity="0.8"/>`,
      ]
    case 'long':
      // Reaching the collar: the part behind the head is drawn before the face (`menHairBehind`).
      return [cap(110, 60)]
  }
}

/** What of a man's hair shows behind the head and ears: only the long cut has any. */
function menHairBehind(
  style: HairStyle | undefined,
  cx: number,
  headY: number,
  faceW: number,
  faceH: number,
  hair: string,
) {
  if (style !== 'long') return []
  const top = headY - faceH
  return [
    `<path d="M ${cx - faceW - 34} ${headY + 175} C ${cx - faceW - 55} ${top - 40}, ${cx + faceW + 55} ${top - 40}, ${cx + faceW + 34} ${headY + 175} C ${cx + 60} ${headY + 200}, ${cx - 60} ${headY + 200}, ${cx - faceW - 34} ${headY + 175} Z" fill="${shade(hair, -0.15)}"/>`,
  ]
}

/** The SVG source of one portrait; `seed` varies small details (pattern, expression). */
export function portraitSvg(t: PortraitTraits, sex: 'male' | 'female', seed: number): string {
  const skin = pick(SKIN, t.skin)
  const skinShade = pick(SKIN_SHADE, t.skin)
  const hair = pick(HAIR, t.hair)
  const scarf = pick(SCARF, t.hair)
  const clothes = pick(CLOTHES, t.clothes)
  const [bgTop, bgBottom] = pick(BACKGROUNDS, t.background)
  const cx = WIDTH / 2
  const headY = 430
  const female = sex === 'female'
  const faceW = female ? 150 : 160
  const faceH = female ? 190 : 200
  const smile = seed % 3

  const parts: string[] = []
  parts.push(`<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.4" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>`)
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`)
  // Soft shapes behind the figure, different for each member.
  for (let i = 0; i < 5; i++) {
    const x = (seed * 97 + i * 173) % WIDTH
    const y = (seed * 61 + i * 211) % (HEIGHT - 300)
    const r = 60 + ((seed + i * 37) % 90)
    parts.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${shade(bgBottom, -0.06)}" opacity="0.35"/>`)
  }
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>`)

  // Shoulders and clothes: a high neckline, long sleeves implied.
  const shoulderY = 760
  parts.push(
    `<path d="M ${cx - 330} ${HEIGHT} C ${cx - 320} ${shoulderY - 10}, ${cx - 200} ${shoulderY - 70}, ${cx} ${shoulderY - 75} C ${cx + 200} ${shoulderY - 70}, ${cx + 320} ${shoulderY - 10}, ${cx + 330} ${HEIGHT} Z" fill="${clothes}"/>`,
  )
  parts.push(
    `<path d="M ${cx - 150} ${shoulderY - 60} Q ${cx} ${shoulderY + 40} ${cx + 150} ${shoulderY - 60}" fill="none" stroke="${shade(clothes, -0.25)}" stroke-width="6" opacity="0.5"/>`,
  )

  if (t.hijab) {
    // The scarf falls over the shoulders and frames the face; no hair shows.
    parts.push(
      `<path d="M ${cx - 250} ${HEIGHT - 40} C ${cx - 260} ${headY + 120}, ${cx - 210} ${headY - 230}, ${cx} ${headY - 245} C ${cx + 210} ${headY - 230}, ${cx + 260} ${headY + 120}, ${cx + 250} ${HEIGHT - 40} C ${cx + 120} ${HEIGHT - 10}, ${cx - 120} ${HEIGHT - 10}, ${cx - 250} ${HEIGHT - 40} Z" fill="${scarf}"/>`,
    )
    parts.push(
      `<path d="M ${cx - 220} ${headY + 40} C ${cx - 200} ${headY + 260}, ${cx + 200} ${headY + 260}, ${cx + 220} ${headY + 40}" fill="none" stroke="${shade(scarf, -0.2)}" stroke-width="8" opacity="0.45"/>`,
    )
  } else {
    // Neck, then hair behind the head.
    parts.push(
      `<rect x="${cx - 55}" y="${headY + faceH - 60}" width="110" height="140" rx="40" fill="${skinShade}"/>`,
    )
    if (!female && !t.kufi) parts.push(...menHairBehind(t.hairStyle, cx, headY, faceW, faceH, hair))
    if (female) {
      parts.push(
        `<path d="M ${cx - faceW - 40} ${headY + 260} C ${cx - faceW - 60} ${headY - 120}, ${cx - 90} ${headY - faceH - 40}, ${cx} ${headY - faceH - 30} C ${cx + 90} ${headY - faceH - 40}, ${cx + faceW + 60} ${headY - 120}, ${cx + faceW + 40} ${headY + 260} Z" fill="${hair}"/>`,
      )
    }
  }

  // Face and ears.
  if (!t.hijab) {
    parts.push(`<ellipse cx="${cx - faceW + 4}" cy="${headY + 10}" rx="24" ry="38" fill="${skinShade}"/>`)
    parts.push(`<ellipse cx="${cx + faceW - 4}" cy="${headY + 10}" rx="24" ry="38" fill="${skinShade}"/>`)
  }
  parts.push(`<ellipse cx="${cx}" cy="${headY}" rx="${faceW}" ry="${faceH}" fill="${skin}"/>`)
  if (t.hijab) {
    // The inner edge of the scarf sits on the forehead and under the chin.
    parts.push(
      `<path d="M ${cx - faceW - 12} ${headY + 30} C ${cx - faceW - 10} ${headY - faceH - 10}, ${cx + faceW + 10} ${headY - faceH - 10}, ${cx + faceW + 12} ${headY + 30} L ${cx + faceW + 40} ${headY - 40} C ${cx + faceW + 20} ${headY - faceH - 70}, ${cx - faceW - 20} ${headY - faceH - 70}, ${cx - faceW - 40} ${headY - 40} Z" fill="${scarf}"/>`,
    )
    parts.push(
      `<path d="M ${cx - faceW + 6} ${headY - faceH + 70} C ${cx - 60} ${headY - faceH + 20}, ${cx + 60} ${headY - faceH + 20}, ${cx + faceW - 6} ${headY - faceH + 70}" fill="none" stroke="${shade(scarf, 0.25)}" stroke-width="10" opacity="0.6"/>`,
    )
  } else if (female) {
    parts.push(
      `<path d="M ${cx - faceW - 6} ${headY - 10} C ${cx - faceW} ${headY - faceH - 80}, ${cx + faceW} ${headY - faceH - 80}, ${cx + faceW + 6} ${headY - 10} C ${cx + 60} ${headY - faceH + 40}, ${cx - 40} ${headY - faceH + 30}, ${cx - faceW - 6} ${headY - 10} Z" fill="${hair}"/>`,
    )
  } else if (!t.kufi) {
    parts.push(...menHair(t.hairStyle ?? 'crop', { cx, headY, faceW, faceH, hair }))
  }
  if (t.kufi) {
    parts.push(
      `<path d="M ${cx - faceW + 4} ${headY - faceH + 70} C ${cx - faceW + 10} ${headY - faceH - 110}, ${cx + faceW - 10} ${headY - faceH - 110}, ${cx + faceW - 4} ${headY - faceH + 70} Z" fill="#f5f1e8"/>`,
    )
    parts.push(
      `<path d="M ${cx - faceW + 20} ${headY - faceH + 50} L ${cx + faceW - 20} ${headY - faceH + 50}" stroke="#d9d1bf" stroke-width="6"/>`,
    )
  }

  if (t.beard) {
    const depth = t.beard === 'full' ? 150 : 110
    parts.push(
      `<path d="M ${cx - faceW + 2} ${headY + 10} C ${cx - faceW + 10} ${headY + faceH + depth - 40}, ${cx + faceW - 10} ${headY + faceH + depth - 40}, ${cx + faceW - 2} ${headY + 10} C ${cx + faceW - 40} ${headY + 120}, ${cx - faceW + 40} ${headY + 120}, ${cx - faceW + 2} ${headY + 10} Z" fill="${hair}"/>`,
    )
    // Moustache.
    parts.push(
      `<path d="M ${cx - 60} ${headY + 92} Q ${cx} ${headY + 70} ${cx + 60} ${headY + 92} Q ${cx} ${headY + 86} ${cx - 60} ${headY + 92} Z" fill="${hair}"/>`,
    )
  }

  // Eyebrows, eyes, nose, mouth, cheeks.
  const browY = headY - 60
  const eyeY = headY - 15
  const browColour = t.hijab ? '#2a211c' : hair
  for (const side of [-1, 1]) {
    const ex = cx + side * 58
    parts.push(
      `<path d="M ${ex - 32} ${browY + 6} Q ${ex} ${browY - 10} ${ex + 32} ${browY + 6}" fill="none" stroke="${browColour}" stroke-width="${female ? 7 : 10}" stroke-linecap="round"/>`,
    )
    parts.push(`<ellipse cx="${ex}" cy="${eyeY}" rx="20" ry="13" fill="#ffffff"/>`)
    parts.push(`<circle cx="${ex}" cy="${eyeY}" r="11" fill="#3a2a20"/>`)
    parts.push(`<circle cx="${ex + 4}" cy="${eyeY - 4}" r="3.5" fill="#ffffff"/>`)
    if (female) {
      parts.push(
        `<path d="M ${ex - 22} ${eyeY - 6} Q ${ex} ${eyeY - 20} ${ex + 22} ${eyeY - 6}" fill="none" stroke="#2a211c" stroke-width="4" stroke-linecap="round"/>`,
      )
    }
    parts.push(
      `<ellipse cx="${cx + side * 92}" cy="${headY + 45}" rx="26" ry="16" fill="#e07a6a" opacity="0.18"/>`,
    )
  }
  if (t.glasses) {
    for (const side of [-1, 1]) {
      parts.push(
        `<rect x="${cx + side * 58 - 38}" y="${eyeY - 30}" width="76" height="58" rx="22" fill="none" stroke="#3b3b3b" stroke-width="6"/>`,
      )
    }
    parts.push(
      `<path d="M ${cx - 20} ${eyeY - 6} Q ${cx} ${eyeY - 16} ${cx + 20} ${eyeY - 6}" fill="none" stroke="#3b3b3b" stroke-width="6"/>`,
    )
  }
  parts.push(
    `<path d="M ${cx - 4} ${headY + 5} Q ${cx - 18} ${headY + 50} ${cx + 6} ${headY + 55}" fill="none" stroke="${skinShade}" stroke-width="7" stroke-linecap="round"/>`,
  )
  const mouthY = headY + 100
  const curve = [18, 26, 12][smile]!
  parts.push(
    `<path d="M ${cx - 38} ${mouthY} Q ${cx} ${mouthY + curve} ${cx + 38} ${mouthY}" fill="none" stroke="${t.beard ? '#f2e6dc' : '#9c4a42'}" stroke-width="7" stroke-linecap="round"/>`,
  )

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`
}

/** The portrait as PNG bytes, ready for the picture pipeline a user's upload goes through. */
export async function renderPortrait(
  t: PortraitTraits,
  sex: 'male' | 'female',
  seed: number,
): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(t, sex, seed)))
    .png()
    .toBuffer()
}
