import type { Sex } from '@mithaq/domain'
import { ShieldCheck } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import {
  type FaithAnswers,
  type FaithField,
  FAITH_FIELDS,
  type FaithSettings,
  faithFieldsFor,
  MULTI_FAITH_FIELDS,
} from '../../../../components/faith/faith-contract'
import { Button } from '../../../../components/ui/button'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { LoadingIndicator } from '../../../../components/ui/loading-indicator'
import { Select } from '../../../../components/ui/select'
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
  const [consent, setConsent] = useState(settings.consentedAt !== null)
  const [consentError, setConsentError] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const consentRef = useRef<HTMLInputElement>(null)
  const consented = settings.consentedAt !== null

  // A withdrawal (or a save elsewhere) replaces what is shown.
  useEffect(() => {
    setAnswers(settings.answers)
    setConsent(settings.consentedAt !== null)
  }, [settings])

  function setValue(field: FaithField, value: string | string[]) {
    setAnswers((current) => {
      const empty = Array.isArray(value) ? value.length === 0 : value === ''
      const next = { ...current }
      if (empty) delete next[field]
      else next[field] = { value, shown: current[field]?.shown ?? false }
      return next
    })
  }

  function setShown(field: FaithField, shown: boolean) {
    setAnswers((current) => {
      const answer = current[field]
      return answer ? { ...current, [field]: { ...answer, shown } } : current
    })
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!consent) {
      setConsentError(true)
      consentRef.current?.focus()
      return
    }
    save.mutate(
      { consent: true, answers },
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
              date: formatDate(settings.consentedAt as string, { dateStyle: 'long' }),
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
        {faithFieldsFor(sex).map((field) => (
          <FaithFieldControl
            key={field}
            field={field}
            answer={answers[field]?.value}
            shown={answers[field]?.shown ?? false}
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
  answer: string | string[] | undefined
  shown: boolean
  onValue: (value: string | string[]) => void
  onShown: (shown: boolean) => void
}) {
  const t = useT()
  const id = useId()
  const values: readonly string[] = FAITH_FIELDS[field]
  const multi = MULTI_FAITH_FIELDS.includes(field)
  const answered = answer !== undefined && (!Array.isArray(answer) || answer.length > 0)
  const chosen = Array.isArray(answer) ? answer : answer ? [answer] : []
  return (
    <div className="space-y-2 rounded-2xl border border-line px-4 py-3" data-field={field}>
      {multi ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">{t(`faith.field.${field}`)}</legend>
          <div className="flex flex-wrap gap-2">
            {values.map((value) => (
              <label
                key={value}
                className="flex min-h-11 items-center gap-2 rounded-full border border-line px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={chosen.includes(value)}
                  onChange={(e) =>
                    onValue(e.target.checked ? [...chosen, value] : chosen.filter((v) => v !== value))
                  }
                />
                <span>{t(`faith.value.${field}.${value}` as 'faith.value.languages.ar')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <>
          <label htmlFor={id} className="block text-sm font-medium text-ink">
            {t(`faith.field.${field}`)}
          </label>
          <Select id={id} value={typeof answer === 'string' ? answer : ''} onChange={(e) => onValue(e.target.value)}>
            <option value="">{t('faith.preferNot')}</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {t(`faith.value.${field}.${value}` as 'faith.value.sect.sunni')}
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
