import { describe, expect, it } from 'vitest'
import { sendMessageSchema } from './chat'
import { englishTranslator } from './english-words'
import { MESSAGE_MAX_LENGTH } from './limits'
import { wordIssue } from './wording'

const english = englishTranslator()

const clientId = '3f1c2a8e-5b7d-4e0f-9a6b-1c2d3e4f5a6b'

describe('sendMessageSchema', () => {
  it.each([
    ['Salaam', 'Salaam'],
    ['  trimmed \n', 'trimmed'],
    ['x'.repeat(MESSAGE_MAX_LENGTH), 'x'.repeat(MESSAGE_MAX_LENGTH)],
    ['🌙'.repeat(MESSAGE_MAX_LENGTH), '🌙'.repeat(MESSAGE_MAX_LENGTH)],
  ])('accepts %j', (content, stored) => {
    expect(sendMessageSchema.parse({ content, clientId }).content).toBe(stored)
  })

  it.each([
    ['', english('notices.messageEmpty')],
    [' \n\t ', english('notices.messageEmpty')],
    ['x'.repeat(MESSAGE_MAX_LENGTH + 1), english('notices.messageTooLong')],
  ])('rejects %j', (content, message) => {
    const result = sendMessageSchema.safeParse({ content, clientId })
    expect(result.success).toBe(false)
    const issue = result.error?.issues[0]
    expect(issue && wordIssue(english, issue)).toBe(message)
  })

  it('requires a uuid client id', () => {
    expect(sendMessageSchema.safeParse({ content: 'Hi', clientId: 'abc' }).success).toBe(false)
    expect(sendMessageSchema.safeParse({ content: 'Hi' }).success).toBe(false)
  })
})
