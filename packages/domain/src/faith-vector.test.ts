import { describe, expect, it } from 'vitest'
import { type FaithAnswers, PREFER_NOT_TO_SAY } from './faith'
import { faithAnswerBits, faithAnswerCodes, faithCodeBits, faithValueBits } from './faith-vector'

describe('faith vectors read back as bits (the in-memory copy, decision 550)', () => {
  const answers: FaithAnswers = {
    sect: 'sunni',
    prayer: 'fiveDaily',
    smoking: PREFER_NOT_TO_SAY,
    languages: ['ar', 'en'],
  }

  it('gives the codes of either sex back as the bits of the values said and the languages spoken', () => {
    for (const sex of ['female', 'male'] as const) {
      const { values, languages } = faithCodeBits(sex, faithAnswerCodes(sex, answers))
      expect(languages).toBe(faithAnswerBits(answers).languages)
      expect(values).toBe(faithValueBits('sect', ['sunni']) | faithValueBits('prayer', ['fiveDaily']))
    }
  })

  it('keeps no bit for what was not said, so it meets no must', () => {
    const { values } = faithCodeBits('female', faithAnswerCodes('female', answers))
    expect(values & faithValueBits('smoking', ['no', 'sometimes', 'yes'])).toBe(0n)
    expect(faithCodeBits('male', [])).toEqual({ values: 0n, languages: 0n })
  })

  it('finds a filter value among the answer bits, and ignores values it does not know', () => {
    const { bits } = faithAnswerBits(answers)
    expect(bits & faithValueBits('prayer', ['fiveDaily', 'usually'])).not.toBe(0n)
    expect(bits & faithValueBits('prayer', ['rarely'])).toBe(0n)
    expect(faithValueBits('prayer', ['never heard of it'])).toBe(0n)
    expect(faithValueBits('languages', ['en'])).toBe(faithAnswerBits({ languages: ['en'] }).languages)
  })
})
