import { describe, expect, it } from 'vitest'
import { englishTranslator } from './english-words'
import { likeResultSchema, REPORT_CATEGORIES, REPORT_CATEGORY_KEYS, reportInputSchema } from './liked'
import { NOTIFICATION_TYPES, notificationTarget, notificationTypeSchema } from './notifications'
import { wordIssue } from './wording'

const reasonMessage = (input: object) => {
  const result = reportInputSchema.safeParse({ category: 'other', ...input })
  const issue = result.success ? undefined : result.error.issues[0]
  return issue ? wordIssue(englishTranslator(), issue) : null
}

describe('report reason', () => {
  it.each([
    ['exactly 10 characters', 'x'.repeat(10)],
    ['exactly 1,000 characters', 'x'.repeat(1000)],
    ['10 characters inside spaces', `   ${'y'.repeat(10)}   `],
    ['1,000 emoji, each counted once', '🙂'.repeat(1000)],
  ])('accepts %s', (_, reason) => {
    expect(reasonMessage({ reason })).toBeNull()
  })

  it.each([
    ['9 characters', 'x'.repeat(9), 'Reason must be at least 10 characters long'],
    ['1,001 characters', 'x'.repeat(1001), 'Reason must be no more than 1,000 characters long'],
    ['only spaces', ' '.repeat(20), 'Reason must be at least 10 characters long'],
    [
      '9 characters padded to 13 with spaces',
      `  ${'z'.repeat(9)}  `,
      'Reason must be at least 10 characters long',
    ],
    ['1,001 emoji', '🙂'.repeat(1001), 'Reason must be no more than 1,000 characters long'],
    ['no reason at all', undefined, 'Reason must be at least 10 characters long'],
    ['a reason that is not text', 1234567890, 'Reason must be at least 10 characters long'],
  ])('refuses %s with the message of docs/product.md', (_, reason, message) => {
    expect(reasonMessage({ reason })).toBe(message)
  })

  it('hands the server the trimmed reason', () => {
    expect(reportInputSchema.parse({ category: 'scam', reason: '  spam messages  ' })).toEqual({
      category: 'scam',
      reason: 'spam messages',
    })
  })
})

describe('report category', () => {
  it.each([...REPORT_CATEGORIES])('accepts %s, which has a label', (category) => {
    expect(reportInputSchema.safeParse({ category, reason: 'x'.repeat(10) }).success).toBe(true)
    expect(englishTranslator()(REPORT_CATEGORY_KEYS[category])).toMatch(/^[A-Z]/)
  })

  it.each([[undefined], ['spam'], ['Other'], [1]])('refuses %j with one clear message', (category) => {
    const result = reportInputSchema.safeParse({ category, reason: 'x'.repeat(10) })
    expect(result.error?.issues.map((i) => wordIssue(englishTranslator(), i))).toEqual([
      'Choose what the report is about',
    ])
  })
})

describe('like result', () => {
  it.each([[{ status: 'liked' }], [{ status: 'matched', matchId: 'a7d1' }], [{ status: 'already_liked' }]])(
    'accepts %j',
    (value) => {
      expect(likeResultSchema.safeParse(value).success).toBe(true)
    },
  )

  it.each([[{ status: 'matched' }], [{ status: 'passed' }], [{}]])('refuses %j', (value) => {
    expect(likeResultSchema.safeParse(value).success).toBe(false)
  })
})

describe('notification types', () => {
  it('are the six of the product and the timer reminder', () => {
    expect(NOTIFICATION_TYPES).toEqual([
      'message',
      'like',
      'match',
      'chat_unlocked',
      'payment_required',
      'test',
      'reminder',
    ])
  })

  it.each([['nudge'], [''], ['LIKE']])('refuses the type %j', (type) => {
    expect(notificationTypeSchema.safeParse(type).success).toBe(false)
  })
})

describe('notificationTarget', () => {
  it.each([
    ['like', 'p1', '/app/liked'],
    ['match', 'm1', '/app/chat/m1'],
    ['message', 'm1', '/app/chat/m1'],
    ['chat_unlocked', 'm1', '/app/chat/m1'],
    ['payment_required', 'm1', '/app/chat/m1'],
    ['reminder', 'm1', '/app/chat/m1'],
    ['match', null, '/app/matches'],
    ['test', null, '/app/profiles'],
  ] as const)('opens %s (%s) at %s', (type, ref, path) => {
    expect(notificationTarget(type, ref)).toBe(path)
  })
})
