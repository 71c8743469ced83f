import { randomUUID } from 'node:crypto'
import { type CreateProfileInput, englishTranslator } from '@mithaq/domain'
import { eq, sum } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profilePictures, profiles, tokenTransactions } from '../../db/schema'
import { signUp, type TestUser } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { insertProfile } from '../../test/factories'

const english = englishTranslator()

type Ctx = Awaited<ReturnType<typeof buildTestApp>>

const TODAY = new Date('2026-06-15T12:00:00Z')

const validProfile: CreateProfileInput = {
  name: 'Amina',
  sex: 'female',
  birthday: '1996-04-12',
  location: { country: 'United Kingdom', city: 'London' },
  aboutMe: 'I love reading and long walks.',
  education: 'BSc',
  occupation: 'Engineer',
  nationality: ['United Kingdom', 'Egypt'],
  height: 165,
  maritalStatus: 'Never Married',
}

describe('the own profile', () => {
  let ctx: Ctx
  beforeAll(async () => {
    // Many users sign up in this file; the per-minute sign-up limit is tested in auth.
    ctx = await buildTestApp({ config: { signUpRateLimit: 10_000 } })
    ctx.clock.set(TODAY)
  })
  afterAll(() => ctx.app.close())

  const create = (user: TestUser | undefined, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: body as object,
      headers: user ? { cookie: user.cookie, origin: TEST_ORIGIN } : {},
    })
  const get = (user: TestUser) =>
    ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: user.cookie } })
  const patch = (user: TestUser, body: unknown) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: body as object,
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    })

  const rowsOf = async (userId: string) => ({
    profiles: await ctx.db.select().from(profiles).where(eq(profiles.id, userId)),
    ledger: await ctx.db.select().from(tokenTransactions).where(eq(tokenTransactions.userId, userId)),
  })

  /** A picture row without a file: enough for rules that count pictures. */
  const addPictureRow = (profileId: string, position = 0) =>
    ctx.db.insert(profilePictures).values({ profileId, storagePath: `${randomUUID()}.webp`, position })

  describe('creating it (POST /api/profile)', () => {
    it('refuses a signed-out request with the sign-in message and writes nothing', async () => {
      const res = await create(undefined, validProfile)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'You must be signed in to create a profile',
      })
    })

    it('creates the profile with its welcome tokens and the ledger row that explains them', async () => {
      const user = await signUp(ctx.app)
      const res = await create(user, { ...validProfile, name: '  Amina  ' })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toEqual({
        id: user.id,
        name: 'Amina',
        sex: 'female',
        age: 30,
        birthday: '1996-04-12',
        location: { country: 'United Kingdom', city: 'London' },
        aboutMe: 'I love reading and long walks.',
        education: 'BSc',
        occupation: 'Engineer',
        nationality: ['United Kingdom', 'Egypt'],
        height: 165,
        maritalStatus: 'Never Married',
        tokenBalance: 10,
        isActive: true,
        isVerified: false,
        picturesPrivate: false,
        pictures: [],
        // A new member has not yet answered the once-only offer of Faith and family.
        faithOfferAnswered: false,
      })

      const { profiles: rows, ledger } = await rowsOf(user.id)
      expect(rows).toHaveLength(1)
      expect(ledger).toEqual([
        expect.objectContaining({
          amount: 10,
          type: 'grant',
          kind: 'welcome',
          params: {},
          description: 'Welcome tokens',
          referenceId: null,
        }),
      ])
      const [total] = await ctx.db
        .select({ sum: sum(tokenTransactions.amount) })
        .from(tokenTransactions)
        .where(eq(tokenTransactions.userId, user.id))
      expect(Number(total?.sum)).toBe(rows[0]?.tokenBalance)
    })

    it('tells /api/me that the profile now exists', async () => {
      const user = await signUp(ctx.app)
      await create(user, validProfile)
      const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })
      expect(me.json().hasProfile).toBe(true)
    })

    it('refuses a second profile for the same user with 409 and grants nothing twice', async () => {
      const user = await signUp(ctx.app)
      expect((await create(user, validProfile)).statusCode).toBe(201)
      const again = await create(user, { ...validProfile, name: 'Second' })
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({ code: 'CONFLICT', message: 'You already have a profile' })
      const { profiles: rows, ledger } = await rowsOf(user.id)
      expect(rows.map((r) => r.name)).toEqual(['Amina'])
      expect(ledger).toHaveLength(1)
    })

    it('lets exactly one of two simultaneous submits through, with one grant', async () => {
      const user = await signUp(ctx.app)
      const results = await Promise.all([create(user, validProfile), create(user, validProfile)])
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
      const { profiles: rows, ledger } = await rowsOf(user.id)
      expect(rows).toHaveLength(1)
      expect(ledger).toHaveLength(1)
      expect(rows[0]?.tokenBalance).toBe(10)
    })

    it('accepts someone who turns 18 today, by the server clock', async () => {
      const user = await signUp(ctx.app)
      const res = await create(user, { ...validProfile, birthday: '2008-06-15' })
      expect(res.statusCode).toBe(201)
      expect(res.json().age).toBe(18)
    })

    it('refuses someone who turns 18 tomorrow and writes nothing', async () => {
      const user = await signUp(ctx.app)
      const res = await create(user, { ...validProfile, birthday: '2008-06-16' })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'You must be at least 18 years old',
        issues: [{ path: 'birthday', message: 'You must be at least 18 years old' }],
      })
      const { profiles: rows, ledger } = await rowsOf(user.id)
      expect(rows).toEqual([])
      expect(ledger).toEqual([])
    })

    it.each<[string, Record<string, unknown>, string, string]>([
      ['an empty name', { name: ' ' }, 'name', english('notices.nameRequired')],
      ['a 26-character name', { name: 'a'.repeat(26) }, 'name', english('notices.nameLength')],
      ['a sex other than male or female', { sex: 'other' }, 'sex', english('notices.sexRequired')],
      ['no gender', { sex: undefined }, 'sex', english('notices.sexRequired')],
      ['an empty gender', { sex: '' }, 'sex', english('notices.sexRequired')],
      ['no birthday', { birthday: '' }, 'birthday', english('notices.birthdayRequired')],
      ['an impossible birthday', { birthday: '2000-02-30' }, 'birthday', english('notices.birthdayInvalid')],
      ['no location', { location: undefined }, 'location', english('notices.locationRequired')],
      [
        'a location without a city',
        { location: { country: 'Egypt', city: '' } },
        'location.city',
        english('notices.locationRequired'),
      ],
      [
        'a made-up country',
        { location: { country: 'Atlantis', city: 'X' } },
        'location.country',
        english('notices.locationCountryUnknown'),
      ],
      ['an empty About Me', { aboutMe: '' }, 'aboutMe', english('notices.aboutMeLength')],
      [
        'an About Me of 1501 characters',
        { aboutMe: 'x'.repeat(1501) },
        'aboutMe',
        english('notices.aboutMeLength'),
      ],
      [
        'a 51-character education',
        { education: 'e'.repeat(51) },
        'education',
        english('notices.educationTooLong'),
      ],
      [
        'a 51-character occupation',
        { occupation: 'o'.repeat(51) },
        'occupation',
        english('notices.occupationTooLong'),
      ],
      ['no nationality', { nationality: [] }, 'nationality', english('notices.nationalityRequired')],
      [
        'five nationalities',
        { nationality: ['Egypt', 'Morocco', 'Turkey', 'Pakistan', 'India'] },
        'nationality',
        english('notices.nationalityTooMany'),
      ],
      [
        'a nationality twice',
        { nationality: ['Egypt', 'Egypt'] },
        'nationality',
        english('notices.nationalityDuplicate'),
      ],
      [
        'a nationality not on the list',
        { nationality: ['Narnia'] },
        'nationality',
        english('notices.nationalityUnknown'),
      ],
      ['height 129', { height: 129 }, 'height', english('notices.heightRange')],
      ['height 201', { height: 201 }, 'height', english('notices.heightRange')],
      [
        'an unknown marital status',
        { maritalStatus: 'Engaged' },
        'maritalStatus',
        english('notices.maritalStatusRequired'),
      ],
    ])('refuses %s with its message and writes nothing', async (_label, patchBody, path, message) => {
      const user = await signUp(ctx.app)
      const res = await create(user, { ...validProfile, ...patchBody })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message })
      expect(res.json().issues[0]).toEqual({ path, message })
      expect((await rowsOf(user.id)).profiles).toEqual([])
    })

    it('accepts the edges: 25 emoji as a name, 1500 characters of About Me, height 130 and 200', async () => {
      for (const edge of [
        { name: '😀'.repeat(25), aboutMe: 'x'.repeat(1500), height: 130 },
        { name: 'A', aboutMe: 'y', height: 200, education: '', occupation: '' },
      ]) {
        const user = await signUp(ctx.app)
        const res = await create(user, { ...validProfile, ...edge })
        expect(res.statusCode).toBe(201)
      }
    })

    it('ignores a token balance or an active flag sent with the form', async () => {
      const user = await signUp(ctx.app)
      const res = await create(user, {
        ...validProfile,
        tokenBalance: 5000,
        isActive: false,
        id: 'someone-else',
      })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ id: user.id, tokenBalance: 10, isActive: true })
    })
  })

  describe('reading it (GET /api/profile)', () => {
    it('answers 401 without a session and 403 before the profile exists', async () => {
      const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/profile' })
      expect(signedOut.statusCode).toBe(401)
      const user = await signUp(ctx.app)
      const res = await get(user)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Please complete your profile first' })
    })

    it('answers the own profile with pictures in order, main first', async () => {
      const user = await signUp(ctx.app)
      await insertProfile(ctx.db, user.id)
      const [second] = await addPictureRow(user.id, 1).returning()
      const [first] = await addPictureRow(user.id, 0).returning()
      const res = await get(user)
      expect(res.statusCode).toBe(200)
      expect(res.json().pictures).toEqual([
        {
          id: first?.id,
          url: ctx.app.mediaUrls.sign(first!.storagePath, user.id),
          thumbnailUrl: ctx.app.mediaUrls.sign(first!.storagePath.replace('.webp', '.thumb.webp'), user.id),
          position: 0,
        },
        expect.objectContaining({ id: second?.id, position: 1 }),
      ])
      expect(res.json().age).toBe(30)
    })
  })

  describe('editing it (PATCH /api/profile)', () => {
    const setUp = async () => {
      const user = await signUp(ctx.app)
      await create(user, validProfile)
      await addPictureRow(user.id)
      return user
    }

    it('changes the fields sent, keeps the rest, and answers the new profile', async () => {
      const user = await setUp()
      const res = await patch(user, {
        name: ' Maryam ',
        location: { country: 'Egypt', city: 'Cairo' },
        nationality: ['Egypt'],
        height: 170,
        education: '',
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        name: 'Maryam',
        location: { country: 'Egypt', city: 'Cairo' },
        nationality: ['Egypt'],
        height: 170,
        education: '',
        occupation: 'Engineer',
        aboutMe: validProfile.aboutMe,
      })
      expect((await get(user)).json().name).toBe('Maryam')
    })

    it('never changes the token balance, the active flag, the birthday or the id', async () => {
      const user = await setUp()
      const res = await patch(user, {
        name: 'Maryam',
        tokenBalance: 9999,
        token_balance: 9999,
        isActive: false,
        birthday: '2015-01-01',
        id: 'another-user',
      })
      expect(res.statusCode).toBe(200)
      const [row] = (await rowsOf(user.id)).profiles
      expect(row).toMatchObject({ name: 'Maryam', tokenBalance: 10, isActive: true, birthday: '1996-04-12' })
      expect((await rowsOf(user.id)).ledger).toHaveLength(1)
    })

    it('changes only the session user’s own profile', async () => {
      const user = await setUp()
      const other = await signUp(ctx.app)
      await insertProfile(ctx.db, other.id, { name: 'Other' })
      await patch(user, { name: 'Maryam', id: other.id })
      const [otherRow] = (await rowsOf(other.id)).profiles
      expect(otherRow?.name).toBe('Other')
    })

    it.each<[string, Record<string, unknown>, string]>([
      ['an empty name', { name: '' }, 'Name is required'],
      ['no nationality', { nationality: [] }, 'Please add at least 1 nationality'],
      [
        'five nationalities',
        { nationality: ['Egypt', 'Morocco', 'Turkey', 'Pakistan', 'India'] },
        'You can have at most 4 nationalities',
      ],
      ['height 201', { height: 201 }, 'Height must be between 130cm and 200cm'],
      ['height 129', { height: 129 }, 'Height must be between 130cm and 200cm'],
      ['a 26-character name', { name: 'n'.repeat(26) }, english('notices.nameLength')],
    ])('refuses %s with its message and changes nothing', async (_label, body, message) => {
      const user = await setUp()
      const res = await patch(user, { occupation: 'Teacher', ...body })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
      const [row] = (await rowsOf(user.id)).profiles
      expect(row?.occupation).toBe('Engineer')
    })

    it('refuses a change of gender with its message, saves nothing, and takes the same gender back', async () => {
      const user = await setUp()
      const res = await patch(user, { sex: 'male', name: 'Maryam' })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: english('notices.sexCannotChange'),
        issues: [{ path: 'sex', message: english('notices.sexCannotChange') }],
      })
      const [row] = (await rowsOf(user.id)).profiles
      expect(row).toMatchObject({ sex: 'female', name: 'Amina' })
      const same = await patch(user, { sex: 'female', name: 'Maryam' })
      expect(same.statusCode).toBe(200)
      expect(same.json()).toMatchObject({ sex: 'female', name: 'Maryam' })
    })

    it('refuses to save a profile that has no picture', async () => {
      const user = await signUp(ctx.app)
      await create(user, validProfile)
      const res = await patch(user, { name: 'Maryam' })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('You must have at least one profile picture')
      expect((await rowsOf(user.id)).profiles[0]?.name).toBe('Amina')
    })

    it('answers 401 without a session and 403 without a profile', async () => {
      const signedOut = await ctx.app.inject({ method: 'PATCH', url: '/api/profile', payload: { name: 'X' } })
      expect(signedOut.statusCode).toBe(401)
      const user = await signUp(ctx.app)
      expect((await patch(user, { name: 'X' })).statusCode).toBe(403)
    })
  })
})
