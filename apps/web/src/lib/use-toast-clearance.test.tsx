import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_CLEARANCE_VAR, useToastClearance } from './use-toast-clearance'

function Bar({ top }: { top: number }) {
  const ref = useToastClearance<HTMLDivElement>()
  return (
    <div
      ref={(element) => {
        if (element) element.getBoundingClientRect = () => ({ top, height: 40 }) as DOMRect
        return ref(element)
      }}
    />
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.documentElement.style.removeProperty(TOAST_CLEARANCE_VAR)
})

describe('the bars toasts stay above', () => {
  it('are watched by one observer and measured together, once per report (decision 580)', () => {
    const observers: { callback: () => void; watched: Element[] }[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        watched: Element[] = []
        constructor(public callback: () => void) {
          observers.push(this)
        }
        observe(element: Element) {
          this.watched.push(element)
        }
        unobserve() {}
        disconnect() {}
      },
    )
    const height = window.innerHeight
    render(
      <>
        <Bar top={height - 64} />
        <Bar top={height - 160} />
      </>,
    )
    expect(observers).toHaveLength(1)
    expect(observers[0]?.watched).toHaveLength(2)
    observers[0]?.callback()
    // The highest bar counts: 160 px from the bottom edge.
    expect(document.documentElement.style.getPropertyValue(TOAST_CLEARANCE_VAR)).toBe('160px')
  })
})
