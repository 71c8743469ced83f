import { LOCALE_NAMES, LOCALES, type Locale } from '@mithaq/i18n'
import { useId, useState } from 'react'
import { useLocale, useT } from '../../i18n'
import { chooseLocale } from '../../lib/account-locale'
import { cn } from './cn'
import { Select } from './select'

export interface LanguagePickerProps {
  className?: string
  /** Under the picker: what the choice does (the account screen says mails follow it). */
  hint?: string
}

/**
 * The language picker of the landing page, the auth screen and the account screen: a native
 * select (every phone's own list, read by every screen reader), each language named in itself
 * and marked with its `lang`. A signed-in member's choice is saved on the account, then the app
 * switches to it at once (decision 281).
 */
export function LanguagePicker({ className, hint }: LanguagePickerProps) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  async function pick(next: Locale) {
    setBusy(true)
    setFailed(false)
    try {
      await chooseLocale(next)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('language.label')}
      </label>
      <Select
        id={id}
        value={locale}
        disabled={busy}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => void pick(event.target.value as Locale)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </Select>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {busy && (
        <p role="status" className="text-sm text-muted">
          {t('language.saving')}
        </p>
      )}
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {t('language.saveFailed')}
        </p>
      )}
    </div>
  )
}
