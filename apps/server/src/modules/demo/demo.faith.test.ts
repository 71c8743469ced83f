import { type FaithField, faithAnswersSchema, faithFieldAppliesTo } from '@mithaq/domain'
import { describe, expect, it } from 'vitest'
import { demoFaith } from './demo.faith'
import { DEMO_MEMBERS } from './demo.members'

describe('the demo community’s faith and family answers', () => {
  const all = DEMO_MEMBERS.map((m, i) => ({ m, ...demoFaith(m, i) }))

  it('are valid answers, covering for women and beard for men, showing only what was answered', () => {
    for (const { m, answers, shown } of all) {
      expect(faithAnswersSchema.parse(answers)).toEqual(answers)
      for (const field of Object.keys(answers) as FaithField[])
        expect(faithFieldAppliesTo(field, m.sex)).toBe(true)
      for (const field of shown) expect(answers[field]).toBeDefined()
    }
  })

  it('vary as real members do: different answers, some unanswered, some hidden, some preferring not to say', () => {
    expect(new Set(all.map((a) => a.answers.prayer)).size).toBeGreaterThanOrEqual(3)
    expect(new Set(all.map((a) => a.answers.marriageTimeline)).size).toBe(3)
    expect(all.some((a) => a.answers.sect === undefined)).toBe(true)
    expect(all.some((a) => Object.values(a.answers).includes('preferNotToSay'))).toBe(true)
    expect(all.some((a) => a.shown.length < Object.keys(a.answers).length)).toBe(true)
    expect(
      all.filter((a) => a.m.portrait.hijab).every((a) => ['hijab', 'niqab'].includes(a.answers.covering!)),
    ).toBe(true)
  })
})
