import { PICTURES_MAX } from '@mithaq/domain'
import type { TextKey } from '@mithaq/i18n'
import { useCallback, useEffect, useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { LoadingIndicator } from '../../../../components/ui/loading-indicator'
import { paths } from '../../../../config/paths'
import { formatNumber, useT } from '../../../../i18n'
import type { FieldErrors } from '../../../../lib/form-errors'
import { useSelectedPictures } from '../../hooks/use-selected-pictures'
import { type SignupDraft, useSignupDraft } from '../../hooks/use-signup-draft'
import { firstIncompleteStep, type StepNumber, stepFromPath, stepPath } from '../../utils/signup-steps'
import { BasicInfoStep } from './basic-info-step'
import { DetailsStep } from './details-step'
import { PicturesStep } from './pictures-step'
import { ReviewStep } from './review-step'
import { SignupLayout } from './signup-layout'

const TITLES: Record<StepNumber, { title: TextKey; description: TextKey }> = {
  1: { title: 'signup.basics.title', description: 'signup.basics.description' },
  2: { title: 'signup.details.title', description: 'signup.details.description' },
  3: { title: 'signup.pictures.title', description: 'signup.pictures.description' },
  4: { title: 'signup.review.title', description: 'signup.review.description' },
}

export interface SignupFlowProps {
  /** The signed-in user: a draft left by anyone else is discarded. */
  userId: string
  /** Session storage key of the draft (the sign-out clears the same key). */
  draftStorageKey: string
  onSignOut: () => void
  /** The profile exists: refresh what the guards know and open the app. */
  onProfileCreated: () => void
  /** The server no longer knows the session: refresh what the guards know (they go to /auth). */
  onSessionLost: () => void
}

/**
 * The four-step sign-up. The URL says which step shows; the draft lives in session storage and
 * the chosen files in memory. A step opened before the earlier ones are complete sends the user
 * to the first incomplete one.
 */
export function SignupFlow({
  userId,
  draftStorageKey,
  onSignOut,
  onProfileCreated,
  onSessionLost,
}: SignupFlowProps) {
  const t = useT()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { draft, update, clear } = useSignupDraft(draftStorageKey, userId)
  const pictures = useSelectedPictures()
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [finished, setFinished] = useState(false)
  // Read once: did this draft have pictures before the page (re)loaded?
  const [hadPicturesBeforeLoad] = useState(draft.pictureCount > 0)

  useEffect(() => {
    if (!finished) update({ pictureCount: pictures.items.length })
  }, [pictures.items.length, update, finished])

  /** A change also retires the server's complaint about the fields it touches. */
  const change = useCallback(
    (patch: Partial<SignupDraft>, fields: string[]) => {
      update(patch)
      setServerErrors((errors) => {
        if (!fields.some((f) => f in errors)) return errors
        const next = { ...errors }
        for (const f of fields) delete next[f]
        return next
      })
    },
    [update],
  )

  const step = stepFromPath(pathname)
  if (finished) return <LoadingIndicator fullScreen />
  if (!step) return <Navigate to={paths.signup.basics} replace />
  const firstIncomplete = firstIncompleteStep(draft, pictures.items.length)
  if (firstIncomplete && step > firstIncomplete) return <Navigate to={stepPath(firstIncomplete)} replace />

  const go = (n: StepNumber) => navigate(stepPath(n))

  function handleFinished() {
    setFinished(true)
    clear()
    onProfileCreated()
  }

  return (
    <SignupLayout
      step={step}
      title={t(TITLES[step].title)}
      description={t(TITLES[step].description, { min: formatNumber(1), max: formatNumber(PICTURES_MAX) })}
      onSignOut={onSignOut}
    >
      {step === 1 && (
        <BasicInfoStep draft={draft} onChange={change} serverErrors={serverErrors} onNext={() => go(2)} />
      )}
      {step === 2 && (
        <DetailsStep
          draft={draft}
          onChange={change}
          serverErrors={serverErrors}
          onBack={() => go(1)}
          onNext={() => go(3)}
        />
      )}
      {step === 3 && (
        <PicturesStep
          pictures={pictures.items}
          onAdd={(items) => {
            pictures.add(items)
            change({}, ['pictures'])
          }}
          onRemove={pictures.remove}
          lostOnReload={hadPicturesBeforeLoad}
          serverError={serverErrors.pictures}
          onBack={() => go(2)}
          onNext={() => go(4)}
        />
      )}
      {step === 4 && (
        <ReviewStep
          draft={draft}
          pictures={pictures.items}
          serverErrors={serverErrors}
          onServerErrors={setServerErrors}
          onBack={() => go(3)}
          onFinished={handleFinished}
          onSessionLost={onSessionLost}
        />
      )}
    </SignupLayout>
  )
}
