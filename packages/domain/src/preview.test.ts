import { describe, expect, it } from 'vitest'
import { cutPreview } from './preview'

describe('cutPreview', () => {
  it('gives back a text that fits, on one line', () => {
    expect(cutPreview('Salam,\n how are you?', 30)).toBe('Salam, how are you?')
  })

  it('cuts where a word ends, then adds an ellipsis, never inside a word', () => {
    const text = 'I would love to hear more about your family. Do you have brothers?'
    const cut = cutPreview(text, 47)
    expect(cut).toBe('I would love to hear more about your family. Do…')
    expect(cut).not.toMatch(/Do y…$/)
    expect([...cut].length).toBeLessThanOrEqual(48)
  })

  it('keeps the last word when the limit falls right after it', () => {
    expect(cutPreview('alpha beta gamma', 10)).toBe('alpha beta…')
  })

  it('never ends in four dots', () => {
    expect(cutPreview('Well... I am not sure what to say about that', 8)).toBe('Well…')
    expect(cutPreview('Wait.... let me think about it first', 8)).toBe('Wait…')
    expect(cutPreview('So, umm… where were we again?', 10)).toBe('So, umm…')
    for (let max = 5; max < 40; max++) {
      expect(cutPreview('Hmm... well... maybe... we could talk more... later', max)).not.toMatch(/[.…]{2,}$/)
    }
  })

  it('cuts a first word longer than the preview where the limit falls', () => {
    expect(cutPreview('a'.repeat(40), 30)).toBe(`${'a'.repeat(30)}…`)
  })
})
