import { type FormEvent, useRef, useState } from 'react'
import type { FieldErrors } from '../../../lib/form-errors'
import { useFocusFirstInvalid } from './use-focus-first-invalid'

/**
 * A sign-up step's form: checked when the member tries to go on, then live (a fixed field loses
 * its message at once), with the first invalid field focused on each try. `check` answers the
 * step's own problems; what the server refused stays until that field changes.
 */
export function useStepForm(check: () => FieldErrors, serverErrors: FieldErrors, onNext: () => void) {
  const [attempt, setAttempt] = useState(0)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(form, attempt)
  const errors: FieldErrors = { ...(attempt > 0 ? check() : {}), ...serverErrors }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (Object.keys({ ...check(), ...serverErrors }).length > 0) {
      setAttempt((n) => n + 1)
      return
    }
    onNext()
  }

  return { form, tried: attempt > 0, errors, handleSubmit }
}
