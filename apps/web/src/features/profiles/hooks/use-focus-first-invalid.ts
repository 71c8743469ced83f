import { type RefObject, useEffect } from 'react'

/**
 * After a refused submit, takes the focus to the first field marked invalid (its error is read
 * with it), centred on screen so the sticky buttons of the phone layout never cover it.
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return
    const field = container.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"]',
    )
    if (!field) return
    field.focus({ preventScroll: true })
    field.scrollIntoView({ block: 'center' })
  }, [attempt, container])
}
