import { render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { nextTopUpText } from '../entities/tokens/next-top-up'
import { chatTime } from '../features/matches/lib/chat-time'
import { notificationText } from '../features/notifications/components/notification-text'
import { formatSigned } from './format'
import { Isolated, isolateText } from './isolate'
import { changeLocale, currentTranslator } from './locale-store'

// Issue 30 item 4: what people or the server wrote, signed amounts and times read right in a
// right-to-left page.

const FSI = '\u2068'
const PDI = '\u2069'
const LRM = '\u200e'
const ALM = '\u061c'

afterEach(async () => {
  await changeLocale('en')
})

describe('signed amounts', () => {
  it('writes the sign in English with no marks, and zero without one', async () => {
    await changeLocale('en')
    expect(formatSigned(10)).toBe('+10')
    expect(formatSigned(-3)).toBe('-3')
    expect(formatSigned(0)).toBe('0')
  })

  it('writes Arabic-Indic digits with the Arabic letter mark that keeps the sign before them', async () => {
    await changeLocale('ar')
    expect(formatSigned(10)).toBe(`${ALM}+١٠`)
    expect(formatSigned(-3)).toBe(`${ALM}-٣`)
  })

  it('writes Urdu amounts with a left-to-right mark, so "+10" never shows as "10+"', async () => {
    await changeLocale('ur')
    expect(formatSigned(10)).toBe(`${LRM}+10`)
    expect(formatSigned(-3)).toBe(`${LRM}-3`)
  })

  it('words the next top-up with the signed amount of each language', async () => {
    const nextTopUp = { at: new Date(2026, 0, 1).toISOString(), amount: 3, upTo: 10 }
    const now = new Date(2026, 0, 1)
    await changeLocale('en')
    expect(nextTopUpText(nextTopUp, now, currentTranslator())).toBe(
      'Next weekly top-up: +3 tokens today (back up to 10 tokens).',
    )
    await changeLocale('ur')
    expect(nextTopUpText(nextTopUp, now, currentTranslator())).toContain(`${LRM}+3 ٹوکن`)
    await changeLocale('ar')
    expect(nextTopUpText(nextTopUp, now, currentTranslator())).toContain(`${ALM}+٣ عملات`)
  })
})

describe('isolation of what people wrote', () => {
  it('leaves a Latin piece plain in an English page and isolates an Arabic one', async () => {
    await changeLocale('en')
    expect(isolateText('London')).toBe('London')
    expect(isolateText('لندن')).toBe(`${FSI}لندن${PDI}`)
  })

  it('isolates every piece in a right-to-left page', async () => {
    await changeLocale('ur')
    expect(isolateText('What would it look like for you?')).toBe(
      `${FSI}What would it look like for you?${PDI}`,
    )
    await changeLocale('ar')
    expect(isolateText('Engineer')).toBe(`${FSI}Engineer${PDI}`)
    expect(isolateText('')).toBe('')
  })

  it('gives a component an inline <bdi>, so its line keeps the page alignment', async () => {
    await changeLocale('ar')
    const { container } = render(
      <p>
        <Isolated>Software engineer</Isolated>
      </p>,
    )
    expect(container.querySelector('p > bdi')?.textContent).toBe('Software engineer')
    expect(container.querySelector('p')?.hasAttribute('dir')).toBe(false)
  })

  it("isolates a message preview and its sender's name in a notification", async () => {
    await changeLocale('ar')
    const { sentence } = notificationText(
      {
        id: 'n1',
        type: 'message',
        read: false,
        createdAt: new Date(2026, 0, 1).toISOString(),
        senderId: 'u1',
        senderName: 'Omar',
        senderSex: 'male',
        senderIsDemo: false,
        referenceId: 'm1',
        content: 'What would it look like for you?',
        count: 1,
      },
      undefined,
      new Date(2026, 0, 1),
      currentTranslator(),
    )
    expect(sentence).toContain(`${FSI}What would it look like for you?${PDI}`)
    expect(sentence).toContain(`${FSI}Omar${PDI}`)
  })

  it('isolates an Urdu message time, which Intl writes with Latin AM and PM', async () => {
    await changeLocale('ur')
    const time = chatTime(new Date(2026, 0, 1, 15, 0))
    expect(time.startsWith(FSI) && time.endsWith(PDI)).toBe(true)
    expect(time).toMatch(/3:00\sPM/)
  })
})
