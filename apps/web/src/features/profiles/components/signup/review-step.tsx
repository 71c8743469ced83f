import { ageFromBirthday, type CreateProfileInput, createProfileSchema } from '@mithaq/domain'
import type { TextKey } from '@mithaq/i18n'
import { Pencil } from 'lucide-react'
import { type ReactNode, useRef, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { Button } from '../../../../components/ui/button'
import { useCountryNames } from '../../../../entities/profile/country-names'
import { formatList, formatLocation, maritalStatusLabel } from '../../../../entities/profile/profile-text'
import { HowTokensWork } from '../../../../entities/tokens/how-tokens-work'
import { currentLocale, formatDate, formatNumber, Isolated, useT } from '../../../../i18n'
import { errorCode, errorMessage } from '../../../../lib/api-client'
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../../lib/form-errors'
import { withRetry } from '../../../../lib/retry'
import { createProfile } from '../../api/create-profile'
import { uploadPictures } from '../../api/upload-pictures'
import type { SelectedPicture } from '../../hooks/use-selected-pictures'
import type { SignupDraft } from '../../hooks/use-signup-draft'
import {
  draftBirthday,
  STEPS,
  type StepNumber,
  stepPath,
  toCreateProfileInput,
} from '../../utils/signup-steps'
import { type BannerContent, ErrorBanner } from '../error-banner'
import { ProcessingOverlay } from '../processing-overlay'
import { SEX_LABELS } from './basic-info-step'
import { StepActions } from './step-actions'

type Phase = 'idle' | 'creating' | 'uploading' | 'upload-failed'

/** Which step each field of the create request lives on, to place a server error. */
const FIELD_STEP: Record<string, StepNumber> = {
  name: 1,
  sex: 1,
  birthday: 1,
  location: 1,
  'location.country': 1,
  'location.city': 1,
  aboutMe: 2,
  education: 2,
  occupation: 2,
  nationality: 2,
  height: 2,
  maritalStatus: 2,
  pictures: 3,
}

const unique = (messages: (string | undefined)[]) => [...new Set(messages.filter((m): m is string => !!m))]

const BIRTHDAY_FORMAT = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const
/** English keeps the day-month-year order it always had ('12 April 1996'); the others their own. */
const formatBirthday = (iso: string) =>
  currentLocale() === 'en'
    ? new Intl.DateTimeFormat('en-GB', BIRTHDAY_FORMAT).format(new Date(`${iso}T12:00:00Z`))
    : formatDate(`${iso}T12:00:00Z`, BIRTHDAY_FORMAT)

/**
 * Step 4: everything at a glance, then submit: the profile first (3 attempts, 2 s backing off,
 * on network and server failures only), then the pictures one by one. A picture that fails
 * never undoes the profile; it can be tried again or skipped and added later.
 */
export function ReviewStep({
  draft,
  pictures,
  serverErrors,
  onServerErrors,
  onBack,
  onFinished,
  onSessionLost,
}: {
  draft: SignupDraft
  pictures: SelectedPicture[]
  serverErrors: FieldErrors
  onServerErrors: (errors: FieldErrors) => void
  onBack: () => void
  onFinished: () => void
  onSessionLost: () => void
}) {
  const t = useT()
  // Countries in the member's language, once their names arrive (decision 276).
  const countries = useCountryNames()
  const [phase, setPhase] = useState<Phase>('idle')
  const [progress, setProgress] = useState({ current: 0, total: 0 })
  const [banner, setBanner] = useState<BannerContent>()
  const created = useRef(false)
  const uploaded = useRef(new Set<string>())
  const skipped = useRef(false)
  const birthday = draftBirthday(draft)

  function finish(kind: 'uploaded' | 'skipped') {
    if (kind === 'skipped') {
      toast.info(t('notices.profileCreatedAddPicturesLater'))
    } else {
      // One toast: 'N picture(s) uploaded' beside it only repeated the progress already shown.
      toast.success(t('notices.profileCreated'))
    }
    onFinished()
  }

  function skipUpload() {
    skipped.current = true
    finish('skipped')
  }

  async function uploadRemaining() {
    const queue = pictures.filter((p) => !uploaded.current.has(p.id))
    const failures: string[] = []
    skipped.current = false
    setBanner(undefined)
    setPhase('uploading')
    for (const [index, picture] of queue.entries()) {
      if (skipped.current) return
      setProgress({ current: index + 1, total: queue.length })
      try {
        await uploadPictures([picture.file])
        uploaded.current.add(picture.id)
      } catch (error) {
        failures.push(
          t('notices.pictureUploadFailed', { file: picture.file.name, reason: errorMessage(error) }),
        )
      }
    }
    if (skipped.current) return
    if (failures.length > 0) {
      setPhase('upload-failed')
      // Two pictures of the same name failing alike (phones often name every photo image.jpg)
      // say the same thing: once is enough, and the banner keys its lines by their text.
      setBanner({ title: t('notices.pictureUploadFailedTitle'), messages: unique(failures) })
      return
    }
    finish('uploaded')
  }

  async function createOnce(input: CreateProfileInput): Promise<boolean> {
    if (created.current) return true
    setPhase('creating')
    try {
      await withRetry(() => createProfile(input), {
        attempts: 3,
        delayMs: 2000,
        onRetry: (attempt, ms) => toast.info(t('notices.retryingAttempt', { attempt, seconds: ms / 1000 })),
      })
      created.current = true
      return true
    } catch (error) {
      // A first attempt that reached the server before the connection dropped made the profile:
      // carry on with the pictures rather than report a failure that did not happen.
      if (errorCode(error) === 'CONFLICT') {
        created.current = true
        return true
      }
      setPhase('idle')
      if (errorCode(error) === 'UNAUTHENTICATED') {
        toast.error(t('notices.signInToCreateProfile'))
        onSessionLost()
        return false
      }
      const fieldErrors = apiFieldErrors(error)
      if (Object.keys(fieldErrors).length > 0) {
        onServerErrors(fieldErrors)
        setBanner({
          title: t('notices.validationFailedTitle'),
          messages: unique(Object.values(fieldErrors)),
        })
      } else {
        setBanner({
          title: t('notices.profileCreationFailedTitle'),
          messages: [t('notices.failedToCreateProfile', { reason: errorMessage(error) })],
        })
      }
      return false
    }
  }

  async function handleSubmit() {
    setBanner(undefined)
    const checked = createProfileSchema.safeParse(toCreateProfileInput(draft))
    if (!checked.success) {
      setBanner({
        title: t('notices.validationFailedTitle'),
        messages: unique(Object.values(zodFieldErrors(checked.error))),
      })
      return
    }
    if (await createOnce(checked.data)) await uploadRemaining()
  }

  const busy = phase === 'creating' || phase === 'uploading'
  const locked = created.current || busy
  const errorsFor = (step: StepNumber) =>
    unique(
      Object.entries(serverErrors).map(([path, message]) =>
        FIELD_STEP[path] === step ? message : undefined,
      ),
    )

  return (
    <div className="space-y-6">
      {banner && (
        <ErrorBanner
          banner={banner}
          onDismiss={() => setBanner(undefined)}
          actions={
            phase === 'upload-failed' ? (
              <>
                <Button size="sm" onClick={() => uploadRemaining()}>
                  Try Again
                </Button>
                <Button size="sm" variant="secondary" onClick={skipUpload}>
                  {t('notices.skipPictureUpload')}
                </Button>
              </>
            ) : undefined
          }
        />
      )}

      <ReviewSection step={1} editable={!locked} errors={errorsFor(1)}>
        <Item label={t('signup.name')} value={draft.name.trim()} userText />
        <Item label={t('signup.gender')} value={draft.sex ? t(SEX_LABELS[draft.sex]) : ''} />
        <Item
          label={t('signup.birthday')}
          value={
            birthday
              ? t('signup.review.birthday', {
                  date: formatBirthday(birthday),
                  age: formatNumber(ageFromBirthday(birthday)),
                })
              : ''
          }
        />
        <Item
          label={t('signup.location')}
          value={draft.location.city ? formatLocation(draft.location) : ''}
        />
      </ReviewSection>

      <ReviewSection step={2} editable={!locked} errors={errorsFor(2)}>
        <Item label={t('signup.review.aboutMe')} value={draft.aboutMe.trim()} wide userText />
        <Item
          label={t('signup.education')}
          value={draft.education.trim() || t('signup.review.notSpecified')}
          userText
        />
        <Item
          label={t('signup.occupation')}
          value={draft.occupation.trim() || t('signup.review.notSpecified')}
          userText
        />
        <Item
          label={t('signup.review.nationality')}
          value={formatList(draft.nationality.map(countries.name))}
        />
        <Item
          label={t('signup.review.height')}
          value={t('signup.review.heightCm', { height: formatNumber(draft.height) })}
        />
        <Item
          label={t('signup.review.maritalStatus')}
          value={draft.maritalStatus && maritalStatusLabel(draft.maritalStatus, draft.sex || null)}
        />
      </ReviewSection>

      <ReviewSection step={3} editable={!locked} errors={errorsFor(3)}>
        <div className="col-span-full">
          <dt className="sr-only">{t('signup.step.pictures')}</dt>
          <dd>
            <ul className="flex flex-wrap gap-2">
              {pictures.map((picture, index) => (
                <li key={picture.id} className="relative">
                  <img
                    src={picture.previewUrl}
                    alt={t('signup.review.pictureAlt', {
                      number: formatNumber(index + 1),
                      total: formatNumber(pictures.length),
                      name: picture.file.name,
                      sex: null, // a file's name, not a person's
                    })}
                    className="h-20 w-20 rounded-xl object-cover"
                  />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </ReviewSection>

      {/* Before anyone can match: what the welcome tokens are for and what things cost. */}
      <section
        aria-labelledby="review-how-tokens-work"
        className="rounded-2xl border border-gold/40 bg-gold/10 p-5"
      >
        <h2 id="review-how-tokens-work" className="mb-3 font-display text-xl text-ink">
          {t('signup.review.howTokensWork')}
        </h2>
        <HowTokensWork />
      </section>

      {/* After a failed upload the banner above holds the two ways on; once it is dismissed, the
          bottom bar offers them again. */}
      {phase === 'upload-failed' ? (
        !banner && (
          <StepActions>
            <div className="flex w-full gap-3 md:w-auto">
              <Button variant="secondary" className="flex-1 md:flex-none" onClick={skipUpload}>
                {t('notices.skipPictureUpload')}
              </Button>
              <Button className="flex-1 md:flex-none" onClick={() => uploadRemaining()}>
                Try Again
              </Button>
            </div>
          </StepActions>
        )
      ) : (
        <StepActions onBack={locked ? undefined : onBack}>
          <Button className="w-full md:w-auto md:min-w-48" onClick={handleSubmit} disabled={busy}>
            {phase === 'creating' ? t('signup.review.creating') : t('signup.review.create')}
          </Button>
        </StepActions>
      )}

      {phase === 'uploading' && (
        <ProcessingOverlay
          message={t('notices.uploadingPicture', { i: progress.current, n: progress.total })}
        >
          <Button variant="secondary" onClick={skipUpload} autoFocus>
            {t('notices.skipPictureUpload')}
          </Button>
        </ProcessingOverlay>
      )}
    </div>
  )
}

function ReviewSection({
  step,
  editable,
  errors,
  children,
}: {
  step: StepNumber
  editable: boolean
  errors: string[]
  children: ReactNode
}) {
  const t = useT()
  const { label } = STEPS[step - 1]!
  const headingId = `review-step-${step}`
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-white p-5 md:bg-cream/50"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-xl text-ink">
          {label}
        </h2>
        {editable && (
          <Link
            to={stepPath(step)}
            aria-label={t(EDIT_LABELS[step] ?? 'signup.review.edit')}
            className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-primary hover:bg-primary-soft"
          >
            <Pencil aria-hidden size={15} /> {t('signup.review.edit')}
          </Link>
        )}
      </div>
      {errors.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-destructive">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  )
}

const EDIT_LABELS: Partial<Record<StepNumber, TextKey>> = {
  1: 'signup.review.editBasics',
  2: 'signup.review.editDetails',
  3: 'signup.review.editPictures',
}

/**
 * `userText`: what the member wrote, in whichever direction they wrote it. A paragraph (`wide`)
 * takes its own direction; a short value is isolated inside a line that keeps the page's, so a
 * Latin occupation stays on the start side of an Arabic page.
 */
function Item({
  label,
  value,
  wide = false,
  userText = false,
}: {
  label: string
  value: string
  wide?: boolean
  userText?: boolean
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd
        dir={userText && wide ? 'auto' : undefined}
        className="mt-0.5 whitespace-pre-line break-words text-ink"
      >
        {!value ? '—' : userText && !wide ? <Isolated>{value}</Isolated> : value}
      </dd>
    </div>
  )
}
