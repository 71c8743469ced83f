import {
  FAITH_FIELD_NAMES,
  FAITH_FIELDS,
  FAITH_LANGUAGES,
  FAITH_LANGUAGES_MAX,
  type FaithAnswers,
  type FaithField,
  type FaithSettings,
  faithFieldAppliesTo,
  PREFER_NOT_TO_SAY,
  type Sex,
} from '@mithaq/domain'
import type { TextKey } from '@mithaq/i18n'
import { ShieldCheck } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../../components/ui/button'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { LoadingIndicator } from '../../../../components/ui/loading-indicator'
import { Select } from '../../../../components/ui/select'
import { isShownAnswer } from '../../../../entities/profile/faith/faith-contract'
import { languageName } from '../../../../entities/profile/faith/faith-text'
import { formatDate, useT } from '../../../../i18n'
import { errorMessage } from '../../../../lib/api-client'
import { useFaithSettings, useSaveFaithSettings, useWithdrawFaithConsent } from '../../api/faith-settings'

/** The editor for the member's own answers, once they have loaded. */
export function FaithEditor({ sex, onSaved }: { sex: Sex; onSaved?: () => void }) {
  const t = useT()
  const settings = useFaithSettings()
  if (settings.isPending) return <LoadingIndicator size="small" message={t('faith.loading')} />
  if (settings.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(settings.error)}
      </p>
    )
  return <FaithForm sex={sex} settings={settings.data} onSaved={onSaved} />
}

/**
 * 'Faith and family': every field optional ('Prefer not to say' is no answer at all), each with
 * 'Show on my profile' (off until the member turns it on: a hidden answer still counts for
 * matching). The first save asks for explicit consent after saying why, how and who sees.
 */
export function FaithForm({
  sex,
  settings,
  onSaved,
}: {
  sex: Sex
  settings: FaithSettings
  onSaved?: () => void
}) {
  const t = useT()
  const id = useId()
  const save = useSaveFaithSettings()
  const withdraw = useWithdrawFaithConsent()
  const [answers, setAnswers] = useState<FaithAnswers>(settings.answers)
  const [shown, setShownFields] = useState<FaithField[]>(settings.shown)
  const [consent, setConsent] = useState(settings.consentAt !== null)
  const [consentError, setConsentError] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const consentRef = useRef<HTMLInputElement>(null)
  const consented = settings.consentAt !== null

  // A withdrawal (or a save elsewhere) replaces what is shown.
  useEffect(() => {
    setAnswers(settings.answers)
    setShownFields(settings.shown)
    setConsent(settings.consentAt !== null)
  }, [settings])

  // 'Prefer not to say' and no answer mean the same to matching: neither is kept.
  function setValue(field: FaithField, value: string | string[]) {
    setAnswers((current) => {
      const next: Record<string, unknown> = { ...current }
      if (value === PREFER_NOT_TO_SAY || value.length === 0) delete next[field]
      else next[field] = value
      return next as FaithAnswers
    })
  }

  function setShown(field: FaithField, show: boolean) {
    setShownFields((current) =>
      show ? [...new Set([...current, field])] : current.filter((f) => f !== field),
    )
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!consent) {
      setConsentError(true)
      consentRef.current?.focus()
      return
    }
    const kept = Object.fromEntries(
      Object.entries(answers).filter(
        ([field, value]) => faithFieldAppliesTo(field as FaithField, sex) && isShownAnswer(value),
      ),
    ) as FaithAnswers
    save.mutate(
      { consent: true, answers: kept, shown: shown.filter((field) => isShownAnswer(kept[field])) },
      {
        onSuccess: () => {
          toast.success(t('faith.saved'))
          onSaved?.()
        },
      },
    )
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="font-display text-2xl text-ink">
          {t('faith.title')}
        </h2>
        <p className="mt-1 text-muted">{t('faith.intro')}</p>
      </div>

      <section
        aria-labelledby={`${id}-consent`}
        className="space-y-2 rounded-2xl border border-line bg-cream px-4 py-4 text-sm text-ink"
      >
        <h3 id={`${id}-consent`} className="flex items-center gap-2 font-semibold">
          <ShieldCheck aria-hidden size={18} className="text-primary" /> {t('faith.consent.title')}
        </h3>
        <p>{t('faith.consent.why')}</p>
        <p>{t('faith.consent.how')}</p>
        <p>{t('faith.consent.who')}</p>
        <p>{t('faith.consent.sensitive')}</p>
        {consented ? (
          <p className="font-medium text-primary">
            {t('faith.consent.given', {
              date: formatDate(settings.consentAt as string, { dateStyle: 'long' }),
            })}
          </p>
        ) : (
          <div className="pt-1">
            <label className="flex items-start gap-3">
              <input
                ref={consentRef}
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-primary"
                checked={consent}
                aria-invalid={consentError || undefined}
                aria-describedby={consentError ? `${id}-consent-error` : undefined}
                onChange={(e) => {
                  setConsent(e.target.checked)
                  if (e.target.checked) setConsentError(false)
                }}
              />
              <span className="font-medium">{t('faith.consent.agree')}</span>
            </label>
            {consentError && (
              <p id={`${id}-consent-error`} className="mt-1 text-destructive">
                {t('faith.consent.required')}
              </p>
            )}
          </div>
        )}
      </section>

      <div className="grid gap-5 md:grid-cols-2">
        {FAITH_FIELD_NAMES.filter((field) => faithFieldAppliesTo(field, sex)).map((field) => (
          <FaithFieldControl
            key={field}
            field={field}
            answer={answers[field]}
            shown={shown.includes(field)}
            onValue={(value) => setValue(field, value)}
            onShown={(shown) => setShown(field, shown)}
          />
        ))}
      </div>

      {save.isError && (
        <p role="alert" className="rounded-xl bg-destructive-soft px-4 py-3 text-sm text-destructive">
          {errorMessage(save.error)}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {consented ? (
          <Button variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
            {t('faith.withdraw')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('faith.saving') : t('faith.save')}
        </Button>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('faith.withdrawTitle')}
        description={t('faith.withdrawBody')}
        confirmLabel={t('faith.withdrawConfirm')}
        busyLabel={t('faith.withdrawing')}
        destructive
        onConfirm={async () => {
          try {
            await withdraw.mutateAsync()
            toast.success(t('faith.withdrawn'))
          } catch (error) {
            toast.error(errorMessage(error))
            throw error
          }
        }}
      />
    </form>
  )
}

/** One field: its answers (a list for languages, else one) and 'Show on my profile'. */
function FaithFieldControl({
  field,
  answer,
  shown,
  onValue,
  onShown,
}: {
  field: FaithField
  answer: FaithAnswers[FaithField]
  shown: boolean
  onValue: (value: string | string[]) => void
  onShown: (shown: boolean) => void
}) {
  const t = useT()
  const id = useId()
  const multi = field === 'languages'
  const values: readonly string[] = multi ? FAITH_LANGUAGES : FAITH_FIELDS[field]
  const answered = isShownAnswer(answer)
  const chosen = Array.isArray(answer) ? answer : []
  return (
    <div className="space-y-2 rounded-2xl border border-line px-4 py-3" data-field={field}>
      {multi ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">{t(`faith.field.${field}`)}</legend>
          {/* Every language, in the reader's language; a scroll box keeps the form short. */}
          <div className="flex max-h-44 flex-wrap gap-2 overflow-y-auto rounded-xl p-0.5">
            {values.map((value) => (
              <label
                key={value}
                className="flex min-h-11 items-center gap-2 rounded-full border border-line px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={chosen.includes(value)}
                  disabled={!chosen.includes(value) && chosen.length >= FAITH_LANGUAGES_MAX}
                  onChange={(e) =>
                    onValue(e.target.checked ? [...chosen, value] : chosen.filter((v) => v !== value))
                  }
                />
                <span>{languageName(t, value)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <>
          <label htmlFor={id} className="block text-sm font-medium text-ink">
            {t(`faith.field.${field}`)}
          </label>
          <Select
            id={id}
            value={typeof answer === 'string' ? answer : PREFER_NOT_TO_SAY}
            onChange={(e) => onValue(e.target.value)}
          >
            <option value={PREFER_NOT_TO_SAY}>{t('faith.preferNot')}</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {t(`faith.value.${field}.${value}` as TextKey)}
              </option>
            ))}
          </Select>
        </>
      )}
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-4 accent-primary disabled:opacity-50"
          checked={answered && shown}
          disabled={!answered}
          onChange={(e) => onShown(e.target.checked)}
        />
        {t('faith.show')}
      </label>
    </div>
  )
}
