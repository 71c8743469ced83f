import { describe, expect, it } from 'vitest'
import { DEMO_REMINDER, type DemoTopic, demoLines, demoReply, demoTopic } from './demo.replies'

const yusuf = { name: 'Yusuf', city: 'Manchester', country: 'United Kingdom', occupation: 'Civil engineer' }

describe('demo replies', () => {
  it.each<[string, DemoTopic]>([
    ['Assalamu alaykum!', 'greeting'],
    ['Hi, how are you?', 'greeting'],
    ['What do you do for work?', 'work'],
    ['Salaam! Tell me about your job', 'work'],
    ['How close are you to your family?', 'family'],
    ['Do your parents live nearby?', 'family'],
    ['How is your prayer going?', 'prayer'],
    ['Do you go to the masjid on Fridays?', 'prayer'],
    ['Which city do you live in?', 'city'],
    ['Where are you from?', 'city'],
    ['I enjoyed your profile', 'other'],
  ])('reads %j as about %s', (message, topic) => {
    expect(demoTopic(message)).toBe(topic)
  })

  it('answers a question about work with a line about work, naming the occupation', () => {
    const reply = demoReply({ message: 'What do you do for work?', me: yusuf, answered: 1 })
    expect(demoLines('work', yusuf)).toContain(reply)
    expect(reply).toContain('civil engineer')
  })

  it.each<[string, DemoTopic]>([
    ['Wa alaykum assalam, hello!', 'greeting'],
    ['Tell me about your family', 'family'],
    ['Do you pray five times a day?', 'prayer'],
    ['Where do you live?', 'city'],
  ])('answers %j from the %s lines', (message, topic) => {
    for (let answered = 1; answered < 5; answered++) {
      expect(demoLines(topic, yusuf)).toContain(demoReply({ message, me: yusuf, answered }))
    }
  })

  it('names the city when asked where the member lives', () => {
    expect(demoReply({ message: 'Which city are you in?', me: yusuf, answered: 0 })).toContain('Manchester')
  })

  it('never sends the same line twice in a row, whatever is asked', () => {
    const questions = ['Salaam', 'Salaam', 'What is your job?', 'And your work hours?', 'Where do you live?']
    let previous: string | null = null
    for (let answered = 0; answered < 40; answered++) {
      const message = questions[answered % questions.length]!
      // The same question again and again, too: the line still changes.
      for (const asked of [message, 'What do you do for work?']) {
        const reply = demoReply({ message: asked, me: yusuf, answered, previous })
        expect(reply).not.toBe(previous)
        previous = reply
      }
    }
  })

  it('says it is a demo once, at the start of the chat, and still answers there', () => {
    const first = demoReply({ message: 'What do you do for work?', me: yusuf, answered: 0 })
    expect(first.startsWith(DEMO_REMINDER)).toBe(true)
    expect(demoLines('work', yusuf)).toContain(first.slice(DEMO_REMINDER.length + 1))
    const later = Array.from({ length: 20 }, (_, i) =>
      demoReply({ message: 'Where do you live?', me: yusuf, answered: i + 1 }),
    )
    expect(later.filter((r) => r.includes('demo member'))).toEqual([])
  })

  it.each<[string, DemoTopic]>([
    ['What do you do for work?', 'work'],
    ['Tell me about your family', 'family'],
    ['How is your prayer going?', 'prayer'],
    ['Which city do you live in?', 'city'],
  ])('answers %j from the %s lines every time, never with the reminder instead', (message, topic) => {
    let previous: string | null = null
    for (let answered = 1; answered < 30; answered++) {
      const reply = demoReply({ message, me: yusuf, answered, previous })
      expect(demoLines(topic, yusuf)).toContain(reply)
      expect(reply).not.toContain(DEMO_REMINDER)
      previous = reply
    }
  })

  it('names the occupation in every answer about work', () => {
    for (const line of demoLines('work', yusuf)) expect(line).toContain('civil engineer')
  })

  it('falls back on a warm line that asks something back', () => {
    const reply = demoReply({ message: 'I enjoyed your profile', me: yusuf, answered: 1 })
    expect(demoLines('other', yusuf)).toContain(reply)
    expect(reply).toMatch(/\?$/)
  })

  it('speaks of "my work" when the member left the occupation empty', () => {
    const reply = demoReply({
      message: 'Tell me about your job',
      me: { ...yusuf, occupation: '' },
      answered: 0,
    })
    expect(reply).toMatch(/my work/i)
  })
})
