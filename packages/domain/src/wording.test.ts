import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LOCALES, loadCatalogue } from '@mithaq/i18n'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { forgotPasswordSchema, resetPasswordFormSchema, signInSchema, signUpFormSchema } from './auth'
import { sendMessageSchema } from './chat'
import { discoverFiltersSchema } from './discover'
import { englishTranslator } from './english-words'
import { guardianInputSchema } from './guardian'
import { reportInputSchema } from './liked'
import { appealAnswerSchema, appealTextSchema, moderationReasonSchema } from './moderation'
import { makeCreateProfileSchema, reorderPicturesSchema, updateProfileSchema } from './profile'
import { addNationality, checkPictureSelection, removeNationality } from './profile-form'
import type { ModerationTextKind } from './wording'
import { word, wordIssue } from './wording'

// Decision 390: the domain names its texts by catalogue key and the callers word them. A key that
// some language lacks would show the member the key itself, and the server would answer it.

const catalogues = await Promise.all(
  LOCALES.map(async (locale) => ({ locale, keys: new Set(Object.keys(await loadCatalogue(locale))) })),
)
const lacking = (key: string) => catalogues.filter(({ keys }) => !keys.has(key)).map(({ locale }) => locale)

const here = dirname(fileURLToPath(import.meta.url))
const KINDS: ModerationTextKind[] = ['moderationReason', 'appeal', 'appealAnswer']

/** Every catalogue key the domain's code names (`'notices.x'`, and `validation.${kind}X` for each kind). */
function keysInSource(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(join(here, file), 'utf8')
    for (const [, key] of text.matchAll(/'((?:notices|validation)\.[A-Za-z]+)'/g))
      found.set(key as string, file)
    for (const [, rest] of text.matchAll(/`validation\.\$\{kind\}([A-Za-z]+)`/g))
      for (const kind of KINDS) found.set(`validation.${kind}${rest}`, file)
  }
  return found
}

/** Values each schema refuses, so that every kind of refusal is made at least once. */
const long = (n: number) => 'x'.repeat(n)
const refusals: [string, z.ZodType, unknown[]][] = [
  ['sign-in', signInSchema, [{}, { email: 'x', password: '' }, { email: 'a@b.co', password: '' }]],
  [
    'sign-up',
    signUpFormSchema,
    [
      {},
      { email: 'nope', password: 'secret-12', confirmPassword: 'secret-12' },
      { email: 'a@b.co', password: 'short', confirmPassword: 'short' },
      { email: 'a@b.co', password: long(200), confirmPassword: long(200) },
      { email: 'a@b.co', password: 'secret-12', confirmPassword: 'secret-13' },
    ],
  ],
  ['forgot password', forgotPasswordSchema, [{}, { email: 'nope' }]],
  ['reset password', resetPasswordFormSchema, [{}, { password: 'secret-12', confirmPassword: 'other-12' }]],
  [
    'chat message',
    sendMessageSchema,
    // The client id is the app's own, never typed by a member: only the text is checked here.
    [{ content: '' }, { content: long(3000) }, { content: 'a\u202Eb' }, { content: '\u200B' }].map(
      (message) => ({ ...message, clientId: '6f1c1b8e-8a47-4a55-9a67-2a8f1e4f9c11' }),
    ),
  ],
  [
    'report',
    reportInputSchema,
    [{}, { category: 'other', reason: 'short' }, { category: 'other', reason: long(2000) }],
  ],
  [
    'discover filters',
    discoverFiltersSchema,
    [
      { ageRange: [10, 90], heightRange: [100, 300], countries: [] },
      { ageRange: [40, 20], heightRange: [150, 160], countries: Array(40).fill('Egypt') },
    ],
  ],
  ['guardian', guardianInputSchema, [{}, { email: 'nope' }]],
  ...(
    [
      ['moderation reason', moderationReasonSchema],
      ['appeal', appealTextSchema],
      ['appeal answer', appealAnswerSchema],
    ] as const
  ).map(([name, schema]): [string, z.ZodType, unknown[]] => [
    name,
    schema,
    [undefined, 'abc', long(2000), 'a\u0000bcdefghijkl'],
  ]),
  [
    'profile at sign-up',
    makeCreateProfileSchema(() => new Date('2026-06-15T12:00:00Z')),
    [
      {},
      {
        name: long(30),
        sex: 'other',
        birthday: '2026-02-30',
        location: { country: 'Narnia', city: long(200) },
        aboutMe: long(2000),
        education: long(60),
        occupation: long(60),
        nationality: ['Narnia', 'Narnia'],
        height: 20,
        maritalStatus: 'x',
      },
      { birthday: '2020-01-01', nationality: Array(6).fill('Egypt'), education: 'a\u202Eb' },
    ],
  ],
  [
    'profile on edit',
    updateProfileSchema,
    [{ name: '', nationality: [] }, { nationality: Array(6).fill('Egypt') }],
  ],
  ['picture order', reorderPicturesSchema, [{}, { ids: ['1', '2', '3', '4', '5', '6'] }]],
]

describe("the domain's notices are keys every catalogue has", () => {
  it('names only keys that all six languages have', () => {
    const keys = keysInSource()
    expect(keys.size).toBeGreaterThan(40)
    const missing = [...keys].flatMap(([key, file]) => {
      const locales = lacking(key)
      return locales.length ? [`${file}: ${key} (missing in ${locales.join(', ')})`] : []
    })
    expect(missing).toEqual([])
  })

  it.each(refusals)('refuses with keys: %s', (_name, schema, values) => {
    const english = englishTranslator()
    const messages = values.flatMap((value) => schema.safeParse(value).error?.issues ?? [])
    expect(messages.length).toBeGreaterThan(0)
    for (const issue of messages) {
      expect(lacking(issue.message), `${issue.path.join('.')}: ${issue.message}`).toEqual([])
      // Worded, the key becomes a text with its values filled in.
      const text = wordIssue(english, issue)
      expect(text).not.toBe(issue.message)
      expect(text).not.toMatch(/[{}]/)
    }
  })

  it('names the refusals of the nationality chips and the picture checks by key', () => {
    const english = englishTranslator()
    const refused = [
      addNationality(['Egypt'], 'Egypt'),
      addNationality(['Egypt', 'Oman', 'Iraq', 'Jordan'], 'Qatar'),
      addNationality([], 'Narnia'),
      removeNationality(['Egypt'], 'Egypt', { keepLast: true }),
    ].flatMap((result) => (result.ok ? [] : [result.error]))
    const pictures = [
      ...checkPictureSelection(5, [{ name: 'a.jpg', size: 1, type: 'image/jpeg' }]).errors,
      ...checkPictureSelection(0, [
        { name: 'a.svg', size: 1, type: 'image/svg+xml' },
        { name: 'b.jpg', size: 50 * 1024 * 1024, type: 'image/jpeg' },
      ]).errors,
    ]
    expect(refused).toHaveLength(4)
    expect(pictures).toHaveLength(3)
    for (const wording of [...refused, ...pictures]) {
      expect(lacking(wording.key), wording.key).toEqual([])
      expect(word(english, wording)).not.toMatch(/[{}]|^notices\./)
    }
  })
})
