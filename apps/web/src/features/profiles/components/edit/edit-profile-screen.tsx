import {
  type Location,
  MARITAL_STATUSES,
  type MaritalStatus,
  type OwnProfile,
  type Sex,
  updateProfileSchema,
} from '@mithaq/domain'
import { ArrowLeft } from 'lucide-react'
import { type FormEvent, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button } from '../../../../components/ui/button'
import { ErrorScreen } from '../../../../components/ui/error-boundary'
import { Field, Input } from '../../../../components/ui/field'
import { LoadingIndicator } from '../../../../components/ui/loading-indicator'
import { paths } from '../../../../config/paths'
import { useT } from '../../../../i18n'
import { errorMessage } from '../../../../lib/api-client'
import { apiFieldErrors, type FieldErrors, locationError, zodFieldErrors } from '../../../../lib/form-errors'
import { lazyWithTexts } from '../../../../lib/lazy-with-texts'
import { useSiteConfig } from '../../../../lib/site-config'
import { useOwnProfile } from '../../api/get-own-profile'
import { useUpdateProfile } from '../../api/update-profile'
import { useFocusFirstInvalid } from '../../hooks/use-focus-first-invalid'
import { AboutMeField } from '../fields/about-me-field'
import { FieldError } from '../fields/field-error'
import { HeightSlider } from '../fields/height-slider'
import { LocationPicker } from '../fields/location-picker'
import { MaritalStatusField } from '../fields/marital-status-field'
import { NationalityPicker } from '../fields/nationality-picker'
import { PictureManager } from './picture-manager'

interface EditValues {
  name: string
  location: Location
  nationality: string[]
  height: number
  maritalStatus: MaritalStatus | ''
  education: string
  occupation: string
  aboutMe: string
}

const isMaritalStatus = (value: string): value is MaritalStatus =>
  (MARITAL_STATUSES as readonly string[]).includes(value)

const valuesOf = (profile: OwnProfile): EditValues => ({
  name: profile.name,
  location: profile.location,
  nationality: profile.nationality,
  height: profile.height,
  maritalStatus: isMaritalStatus(profile.maritalStatus) ? profile.maritalStatus : '',
  education: profile.education,
  occupation: profile.occupation,
  aboutMe: profile.aboutMe,
})

// Faith and family has its own save and consent; its code and texts come after the form's.
const FaithEditor = lazyWithTexts(() => import('../faith/faith-editor'), 'FaithEditor', ['faith'])

/** The id Discover's offer links to (/app/edit-profile#faith). */
export const FAITH_SECTION_ID = 'faith'

/** /app/edit-profile: loads the own profile, then the form, then Faith and family. */
export function EditProfileScreen() {
  const t = useT()
  const { data: profile, error, isPending, refetch } = useOwnProfile()
  const goBack = useGoBack()
  return (
    <div className="px-4 pb-32 pt-4 md:px-6 md:pb-12">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="icon" aria-label={t('profile.back')} onClick={goBack}>
          <ArrowLeft aria-hidden size={22} className="rtl:-scale-x-100" />
        </Button>
        <h1 className="font-display text-3xl text-ink">{t('profile.editTitle')}</h1>
      </div>
      {isPending ? (
        <LoadingIndicator />
      ) : error ? (
        <ErrorScreen message={errorMessage(error)} onRetry={() => refetch()} />
      ) : (
        <>
          <EditProfileForm profile={profile} />
          <FaithSection sex={profile.sex} />
        </>
      )}
    </div>
  )
}

/** History back, or the account page when the edit screen was opened directly. */
function useGoBack() {
  const navigate = useNavigate()
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) navigate(-1)
    else navigate(paths.app.account)
  }
}

function EditProfileForm({ profile }: { profile: OwnProfile }) {
  const t = useT()
  const navigate = useNavigate()
  const update = useUpdateProfile()
  const [values, setValues] = useState(() => valuesOf(profile))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempt, setAttempt] = useState(0)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(form, attempt)

  function change<K extends keyof EditValues>(key: K, value: EditValues[K], fields: string[] = [key]) {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => {
      if (!fields.some((f) => f in e)) return e
      const next = { ...e }
      for (const f of fields) delete next[f]
      return next
    })
  }

  function refuse(found: FieldErrors) {
    setErrors(found)
    setAttempt((n) => n + 1)
    // docs/product.md § 13: on the edit screen the validation messages also appear as toasts.
    const first = Object.values(found)[0]
    if (first) toast.error(first)
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (update.isPending) return
    const input = {
      name: values.name,
      location: values.location,
      nationality: values.nationality,
      height: values.height,
      maritalStatus: values.maritalStatus || undefined,
      education: values.education,
      occupation: values.occupation,
      aboutMe: values.aboutMe,
    }
    // Every editable field is sent and checked: "left out" would mean "unchanged" to the server.
    // Gender is not editable (set at sign-up), so it is the one field never sent.
    const checked = updateProfileSchema.omit({ sex: true }).required().safeParse(input)
    const found: FieldErrors = checked.success ? {} : zodFieldErrors(checked.error)
    if (profile.pictures.length === 0) found.pictures = t('notices.pictureLastOne')
    if (Object.keys(found).length > 0) return refuse(found)
    try {
      await update.mutateAsync(input)
      toast.success(t('notices.profileUpdated'))
      navigate(paths.app.account)
    } catch (err) {
      const fieldErrors = apiFieldErrors(err)
      setErrors(fieldErrors)
      setAttempt((n) => n + 1)
      toast.error(t('notices.failedToUpdateProfile', { message: errorMessage(err) }))
    }
  }

  return (
    <form ref={form} onSubmit={handleSubmit} noValidate className="mt-4 space-y-7">
      <div className="rounded-3xl border border-line bg-white p-5 shadow-sm md:p-6">
        <PictureManager
          pictures={profile.pictures}
          isPrivate={profile.picturesPrivate}
          isVerified={profile.isVerified}
          error={errors.pictures}
        />
      </div>

      <div className="space-y-6 rounded-3xl border border-line bg-white p-5 shadow-sm md:p-6">
        <Field label={t('profile.name')} error={errors.name}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              dir="auto"
              required
              autoComplete="given-name"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={values.name}
              onChange={(e) => change('name', e.target.value)}
            />
          )}
        </Field>

        <GenderField sex={profile.sex} error={errors.sex} />

        <fieldset className="space-y-1.5">
          <legend className="mb-1.5 block text-sm font-medium text-ink">{t('profile.locationLabel')}</legend>
          <LocationPicker
            value={values.location}
            onChange={(location) =>
              change('location', location, ['location', 'location.country', 'location.city'])
            }
            describedBy={locationError(errors) ? 'edit-location-error' : undefined}
            invalid={Boolean(locationError(errors))}
          />
          <FieldError id="edit-location-error" message={locationError(errors)} />
        </fieldset>

        <NationalityPicker
          value={values.nationality}
          onChange={(nationality) => change('nationality', nationality)}
          error={errors.nationality}
          keepLast
          onRefused={(message) => toast.error(message)}
        />

        <HeightSlider
          value={values.height}
          onChange={(height) => change('height', height)}
          error={errors.height}
        />

        <MaritalStatusField
          value={values.maritalStatus}
          sex={profile.sex}
          onChange={(maritalStatus) => change('maritalStatus', maritalStatus)}
          error={errors.maritalStatus}
        />

        <div className="grid gap-6 md:grid-cols-2">
          <Field label={t('profile.education')} error={errors.education}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                dir="auto"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                value={values.education}
                onChange={(e) => change('education', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('profile.occupation')} error={errors.occupation}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                dir="auto"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                value={values.occupation}
                onChange={(e) => change('occupation', e.target.value)}
              />
            )}
          </Field>
        </div>

        <AboutMeField
          value={values.aboutMe}
          onChange={(aboutMe) => change('aboutMe', aboutMe)}
          error={errors.aboutMe}
          rows={5}
        />
      </div>

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 px-4 pb-[calc(env(safe-area-inset-bottom)+0.75rem)] pt-3 backdrop-blur md:static md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none">
        <div className="mx-auto flex max-w-3xl justify-end">
          <Button type="submit" className="w-full md:w-auto md:min-w-48" disabled={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.saveChanges')}
          </Button>
        </div>
      </div>
    </form>
  )
}

function FaithSection({ sex }: { sex: Sex }) {
  const ref = useRef<HTMLElement>(null)
  // Arriving from Discover's offer: bring the section into view once it is there.
  useEffect(() => {
    if (window.location.hash === `#${FAITH_SECTION_ID}`) ref.current?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <section
      ref={ref}
      id={FAITH_SECTION_ID}
      className="mt-7 scroll-mt-4 rounded-3xl border border-line bg-white p-5 shadow-sm md:p-6"
    >
      <Suspense fallback={<LoadingIndicator size="small" />}>
        <FaithEditor sex={sex} />
      </Suspense>
    </section>
  )
}

/**
 * Gender is set once at sign-up (likes and matches were made on it): shown read-only, with the
 * way to have a mistake corrected.
 */
function GenderField({ sex, error }: { sex: Sex; error?: string }) {
  const t = useT()
  const { data: siteConfig } = useSiteConfig()
  const hint = (
    <>
      {t('profile.genderFixed')}
      {siteConfig ? (
        <>
          {' '}
          {t.rich<ReactNode>(
            'profile.genderCorrect',
            {
              link: (chunks) => (
                <a
                  key="mail"
                  dir="ltr"
                  className="font-medium text-primary underline underline-offset-2"
                  href={`mailto:${siteConfig.supportEmail}`}
                >
                  {chunks}
                </a>
              ),
            },
            { email: siteConfig.supportEmail },
          )}
        </>
      ) : null}
    </>
  )
  return (
    <Field label={t('profile.gender')} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          readOnly
          aria-readonly="true"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={sex === 'male' ? t('profile.male') : t('profile.female')}
          className="cursor-default read-only:border-transparent read-only:bg-sand"
        />
      )}
    </Field>
  )
}
