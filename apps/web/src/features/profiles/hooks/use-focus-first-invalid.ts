import { type RefObject, useEffect } from 'react'

/** After a refused submit, takes the focus to the first field marked invalid (its error is read with it). */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt, container])
}
