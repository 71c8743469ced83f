import { File as NodeFile } from 'node:buffer'
import {
  apiErrorSchema,
  createProfileSchema,
  englishTranslator,
  type OwnProfile,
  ownProfileSchema,
  uploadPicturesResultSchema,
} from '@mithaq/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { answer, answerError, api, dropConnection } from '../../../../testing/api-answers'
import { server } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import type { SelectedPicture } from '../../hooks/use-selected-pictures'
import { emptyDraft, type SignupDraft } from '../../hooks/use-signup-draft'
import { toCreateProfileInput } from '../../utils/signup-steps'
import { ReviewStep } from './review-step'

const english = englishTranslator()

// A complete sign-up draft, as steps 1 to 3 leave it (the form keeps the birthday in three parts).
const draft: SignupDraft = {
  ...emptyDraft('user-1'),
  name: ' Amina ',
  sex: 'female',
  birthday: { year: '1996', month: '4', day: '12' },
  location: { country: 'United Kingdom', city: 'London' },
  aboutMe: 'I love reading and long walks.',
  occupation: 'Engineer',
  nationality: ['United Kingdom', 'Egypt'],
  height: 165,
  maritalStatus: 'Never Married',
  pictureCount: 3,
}

/** What POST /api/profile must receive for `draft`: checked, trimmed, the birthday joined. */
const createBody = {
  name: 'Amina',
  sex: 'female',
  birthday: '1996-04-12',
  location: { country: 'United Kingdom', city: 'London' },
  aboutMe: 'I love reading and long walks.',
  education: '',
  occupation: 'Engineer',
  nationality: ['United Kingdom', 'Egypt'],
  height: 165,
  maritalStatus: 'Never Married',
}

const ownProfile: OwnProfile = {
  id: 'profile-1',
  faithOfferAnswered: false,
  name: 'Amina',
  isVerified: false,
  sex: 'female',
  age: 30,
  location: { country: 'United Kingdom', city: 'London' },
  aboutMe: 'I love reading and long walks.',
  education: '',
  occupation: 'Engineer',
  nationality: ['United Kingdom', 'Egypt'],
  height: 165,
  maritalStatus: 'Never Married',
  birthday: '1996-04-12',
  picturesPrivate: false,
  tokenBalance: 10,
  isActive: true,
  pictures: [],
}

// jsdom's File and FormData do not survive Node's fetch: the file would reach the handler as an
// empty "blob". Node's own File and FormData do, so the handler sees the name and bytes sent.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor

const picture = (name: string): SelectedPicture => ({
  id: `picture-${name}`,
  file: new NodeFile([`bytes of ${name}`], name, { type: 'image/jpeg' }) as unknown as File,
  previewUrl: `blob:${name}`,
})

// The toasts are what the person sees of an outcome: watch the calls sonner is given.
const toasts = {
  success: vi.spyOn(toast, 'success'),
  error: vi.spyOn(toast, 'error'),
  info: vi.spyOn(toast, 'info'),
}

// jsdom has no layout, so no scrollIntoView; the error banner scrolls itself into view on mount.
const realScrollIntoView = Element.prototype.scrollIntoView
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {}
  vi.stubGlobal('FormData', NodeFormData)
})
afterAll(() => {
  Element.prototype.scrollIntoView = realScrollIntoView
  vi.unstubAllGlobals()
})

beforeEach(() => {
  for (const spy of Object.values(toasts)) spy.mockClear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
})

type Answer = () => Response | Promise<Response>
const created: Answer = () => answer(ownProfileSchema, ownProfile, 201)

/**
 * Answers POST /api/profile with `answers` in turn (the last one again if asked more often), and
 * POST /api/profile/pictures through `upload` (every picture saved by default). Records what each
 * request carried.
 */
function serve({
  answers = [created],
  upload = () => undefined,
}: {
  answers?: Answer[]
  upload?: (fileName: string, call: number) => Response | undefined | Promise<Response | undefined>
} = {}) {
  const requests = { create: [] as unknown[], uploads: [] as string[][] }
  server.use(
    http.post(api('/profile'), async ({ request }) => {
      requests.create.push(await request.json())
      const next = answers[Math.min(requests.create.length, answers.length) - 1]!
      return next()
    }),
    http.post(api('/profile/pictures'), async ({ request }) => {
      const files = (await request.formData()).getAll('pictures') as File[]
      // The name says which picture it is; the bytes, that the file itself was sent.
      const names = await Promise.all(
        files.map(async (f) =>
          (await f.text()) === `bytes of ${f.name}` ? f.name : `${f.name} (wrong bytes)`,
        ),
      )
      requests.uploads.push(names)
      const refused = await upload(names[0]!, requests.uploads.length)
      if (refused) return refused
      return answer(uploadPicturesResultSchema, {
        saved: names.map((name, i) => ({
          id: `saved-${name}`,
          url: `/media/${name}`,
          thumbnailUrl: `/media/thumb-${name}`,
          position: i,
        })),
      })
    }),
  )
  return requests
}

function renderReview(pictures: SelectedPicture[]) {
  const props = {
    onServerErrors: vi.fn(),
    onBack: vi.fn(),
    onFinished: vi.fn(),
    onSessionLost: vi.fn(),
  }
  renderWithProviders(<ReviewStep draft={draft} pictures={pictures} serverErrors={{}} {...props} />)
  return props
}

// A whole sign-up round trip can take more than Testing Library's 1 s on a busy machine.
const patiently = { timeout: 5000 }

const createButton = () => screen.getByRole('button', { name: 'Create Profile' })

describe('ReviewStep: creating the profile, then the pictures', { timeout: 20_000 }, () => {
  it('uses a draft the create schema accepts', () => {
    // Guards the tests below: a draft the browser refused would never reach the server.
    expect(createProfileSchema.parse(toCreateProfileInput(draft))).toEqual(createBody)
  })

  it('creates the profile with the draft, uploads the pictures one at a time in order, then finishes', async () => {
    let releaseFirst = () => {}
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve
    })
    const requests = serve({
      upload: (_name, call) => (call === 1 ? firstHeld.then(() => undefined) : undefined),
    })
    const pictures = [picture('a.jpg'), picture('b.jpg'), picture('c.jpg')]
    const { onFinished, onServerErrors, onSessionLost } = renderReview(pictures)

    await userEvent.click(createButton())

    // The first picture is on its way and the overlay says so; the next one waits for it.
    expect((await screen.findByRole('status', {}, patiently)).textContent).toBe(
      english('notices.uploadingPicture', { i: 1, n: 3 }),
    )
    expect(requests.uploads).toEqual([['a.jpg']])
    expect(onFinished).not.toHaveBeenCalled()
    releaseFirst()

    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1), patiently)
    expect(requests.create).toEqual([createBody])
    expect(requests.uploads).toEqual([['a.jpg'], ['b.jpg'], ['c.jpg']])
    expect(toasts.success).toHaveBeenCalledWith(english('notices.profileCreated'))
    expect(toasts.success).not.toHaveBeenCalledWith(english('notices.picturesUploaded', { n: 3 }))
    expect(onServerErrors).not.toHaveBeenCalled()
    expect(onSessionLost).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('tries the create request again after a dropped connection and a 5xx, 2 s then 4 s later', async () => {
    // Fake clocks that still move with real time, so Testing Library's polling keeps working;
    // the backoff waits are skipped by advancing them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const requests = serve({
      answers: [dropConnection, () => answerError(503, 'SERVICE_UNAVAILABLE', 'Busy'), created],
    })
    const { onFinished } = renderReview([picture('a.jpg')])

    await user.click(createButton())
    await waitFor(
      () =>
        expect(toasts.info).toHaveBeenCalledWith(
          english('notices.retryingAttempt', { attempt: 1, seconds: 2 }),
        ),
      patiently,
    )
    expect(requests.create).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Creating profile...' }).hasAttribute('disabled')).toBe(true)

    await vi.advanceTimersByTimeAsync(2000)
    await waitFor(
      () =>
        expect(toasts.info).toHaveBeenCalledWith(
          english('notices.retryingAttempt', { attempt: 2, seconds: 4 }),
        ),
      patiently,
    )
    expect(requests.create).toHaveLength(2)

    await vi.advanceTimersByTimeAsync(4000)
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1), patiently)
    expect(requests.create).toEqual([createBody, createBody, createBody])
    expect(requests.uploads).toEqual([['a.jpg']])
    expect(toasts.success).toHaveBeenCalledWith(english('notices.profileCreated'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('reports a failure after the third attempt, and uploads nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const requests = serve({ answers: [() => answerError(500, 'INTERNAL', 'Database down')] })
    const { onFinished } = renderReview([picture('a.jpg')])

    await user.click(createButton())
    await waitFor(
      () =>
        expect(toasts.info).toHaveBeenCalledWith(
          english('notices.retryingAttempt', { attempt: 1, seconds: 2 }),
        ),
      patiently,
    )
    await vi.advanceTimersByTimeAsync(2000)
    await waitFor(
      () =>
        expect(toasts.info).toHaveBeenCalledWith(
          english('notices.retryingAttempt', { attempt: 2, seconds: 4 }),
        ),
      patiently,
    )
    await vi.advanceTimersByTimeAsync(4000)

    const alert = await screen.findByRole('alert', {}, patiently)
    expect(within(alert).getByText(english('notices.profileCreationFailedTitle'))).toBeDefined()
    expect(
      within(alert).getByText(english('notices.failedToCreateProfile', { reason: 'Database down' })),
    ).toBeDefined()
    expect(requests.create).toHaveLength(3)
    expect(requests.uploads).toEqual([])
    expect(onFinished).not.toHaveBeenCalled()
    // Nothing was made: the button is there to try again.
    expect(createButton().hasAttribute('disabled')).toBe(false)
  })

  it('carries on to the pictures when a retry finds the profile made by the dropped attempt (409)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const requests = serve({
      answers: [dropConnection, () => answerError(409, 'CONFLICT', 'Profile already exists')],
    })
    const { onFinished } = renderReview([picture('a.jpg'), picture('b.jpg')])

    await user.click(createButton())
    await waitFor(
      () =>
        expect(toasts.info).toHaveBeenCalledWith(
          english('notices.retryingAttempt', { attempt: 1, seconds: 2 }),
        ),
      patiently,
    )
    await vi.advanceTimersByTimeAsync(2000)

    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1), patiently)
    // The refusal ends the retries: no third attempt.
    expect(requests.create).toHaveLength(2)
    expect(requests.uploads).toEqual([['a.jpg'], ['b.jpg']])
    expect(toasts.success).toHaveBeenCalledWith(english('notices.profileCreated'))
    expect(toasts.success).not.toHaveBeenCalledWith(english('notices.picturesUploaded', { n: 2 }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the server’s field errors in the validation banner and hands them back, uploading nothing', async () => {
    const issues = [
      { path: 'name', message: english('notices.nameLength') },
      { path: 'location.city', message: english('notices.locationCityTooLong') },
    ]
    const requests = serve({
      answers: [
        () =>
          HttpResponse.json(
            apiErrorSchema.parse({ code: 'VALIDATION_FAILED', message: 'Invalid profile', issues }),
            { status: 400 },
          ),
      ],
    })
    const { onServerErrors, onFinished, onSessionLost } = renderReview([picture('a.jpg')])

    await userEvent.click(createButton())

    const alert = await screen.findByRole('alert', {}, patiently)
    expect(within(alert).getByText(english('notices.validationFailedTitle'))).toBeDefined()
    expect(within(alert).getByText(english('notices.nameLength'))).toBeDefined()
    expect(within(alert).getByText(english('notices.locationCityTooLong'))).toBeDefined()
    expect(onServerErrors).toHaveBeenCalledWith({
      name: english('notices.nameLength'),
      'location.city': english('notices.locationCityTooLong'),
    })
    // A refusal is not tried again, and nothing goes up for a profile that does not exist.
    expect(requests.create).toHaveLength(1)
    expect(requests.uploads).toEqual([])
    expect(onFinished).not.toHaveBeenCalled()
    expect(onSessionLost).not.toHaveBeenCalled()
    expect(createButton().hasAttribute('disabled')).toBe(false)
  })

  it('asks again for a failed picture, sending only the ones not uploaded yet', async () => {
    let refuse = true
    const requests = serve({
      upload: (name) =>
        name === 'b.jpg' && refuse ? answerError(413, 'PAYLOAD_TOO_LARGE', 'Picture too large') : undefined,
    })
    const { onFinished } = renderReview([picture('a.jpg'), picture('b.jpg'), picture('c.jpg')])

    await userEvent.click(createButton())

    const alert = await screen.findByRole('alert', {}, patiently)
    expect(within(alert).getByText(english('notices.pictureUploadFailedTitle'))).toBeDefined()
    expect(
      within(alert).getByText(
        english('notices.pictureUploadFailed', { file: 'b.jpg', reason: 'Picture too large' }),
      ),
    ).toBeDefined()
    expect(within(alert).getByRole('button', { name: english('notices.skipPictureUpload') })).toBeDefined()
    // One failure does not stop the rest of the queue.
    expect(requests.uploads).toEqual([['a.jpg'], ['b.jpg'], ['c.jpg']])
    expect(onFinished).not.toHaveBeenCalled()

    refuse = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }))

    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1), patiently)
    expect(requests.uploads).toEqual([['a.jpg'], ['b.jpg'], ['c.jpg'], ['b.jpg']])
    // The profile was made once; trying the pictures again does not make it again.
    expect(requests.create).toHaveLength(1)
    expect(toasts.success).not.toHaveBeenCalledWith(english('notices.picturesUploaded', { n: 3 }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says once that two same-named pictures failed, and tries both again', async () => {
    // Phones often call every photo image.jpg; the queue goes by picture, not by name.
    let drop = true
    const requests = serve({ upload: () => (drop ? dropConnection() : undefined) })
    const sameName = (id: string): SelectedPicture => ({ ...picture('image.jpg'), id })
    const { onFinished } = renderReview([sameName('first'), sameName('second')])

    await userEvent.click(createButton())

    const alert = await screen.findByRole('alert', {}, patiently)
    // Whatever the reason, the line for image.jpg is there once.
    const failedLine = english('notices.pictureUploadFailed', { file: 'image.jpg', reason: '' })
    expect(within(alert).getAllByText((text) => text.startsWith(failedLine))).toHaveLength(1)
    expect(requests.uploads).toEqual([['image.jpg'], ['image.jpg']])

    drop = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }))

    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1), patiently)
    expect(requests.uploads).toHaveLength(4)
    expect(toasts.success).not.toHaveBeenCalledWith(english('notices.picturesUploaded', { n: 2 }))
  })

  it('finishes without the pictures when the person skips them after a failure', async () => {
    const requests = serve({ upload: () => dropConnection() })
    const { onFinished } = renderReview([picture('a.jpg'), picture('b.jpg')])

    await userEvent.click(createButton())

    const alert = await screen.findByRole('alert', {}, patiently)
    expect(within(alert).getByText(english('notices.pictureUploadFailedTitle'))).toBeDefined()
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeDefined()
    expect(requests.uploads).toEqual([['a.jpg'], ['b.jpg']])

    await userEvent.click(within(alert).getByRole('button', { name: english('notices.skipPictureUpload') }))

    expect(onFinished).toHaveBeenCalledTimes(1)
    expect(toasts.info).toHaveBeenCalledWith(english('notices.profileCreatedAddPicturesLater'))
    expect(toasts.success).not.toHaveBeenCalled()
    expect(requests.uploads).toHaveLength(2)
    expect(requests.create).toHaveLength(1)
  })

  it('hands over to sign-in when the session is gone (401), trying nothing more', async () => {
    const requests = serve({ answers: [() => answerError(401, 'UNAUTHENTICATED', 'Please sign in')] })
    const { onSessionLost, onFinished, onServerErrors } = renderReview([picture('a.jpg')])

    await userEvent.click(createButton())

    await waitFor(() => expect(onSessionLost).toHaveBeenCalledTimes(1), patiently)
    expect(toasts.error).toHaveBeenCalledWith(english('notices.signInToCreateProfile'))
    expect(requests.create).toHaveLength(1)
    expect(requests.uploads).toEqual([])
    expect(onFinished).not.toHaveBeenCalled()
    expect(onServerErrors).not.toHaveBeenCalled()
  })
})
