/**
 * What a demo member answers: a small set of rules, not a language model. The newest message
 * from the user is matched against a few topics (a greeting, work, family, prayer, the city); the
 * answer comes from that topic's lines, with the member's own city and occupation filled in, and
 * is never the line the member sent last. Anything else gets a general, warm line that asks
 * something back. The member's first answer in a chat starts by saying it is a demo member (the
 * chat's header says so too); after that, every answer answers.
 */

export type DemoTopic = 'greeting' | 'work' | 'family' | 'prayer' | 'city' | 'other'

export interface DemoSpeaker {
  name: string
  city: string
  country: string
  occupation: string | null
}

type Line = (me: DemoSpeaker) => string

/** In order of precedence: a question about work that opens with salaams is about work. */
const TOPIC_WORDS: [Exclude<DemoTopic, 'other'>, RegExp][] = [
  [
    'work',
    /\b(work|working|job|jobs|career|profession|occupation|office|employ\w*|company|study|studies|studying|do for a living|what do you do)\b/,
  ],
  [
    'prayer',
    /\b(pray|prayer|prayers|salah|salat|namaz|deen|din|religio\w*|masjid|mosque|quran|qur'?an|islam\w*|practi[cs]ing|fast|fasting|ramadan|hijab)\b/,
  ],
  [
    'family',
    /\b(family|families|parents?|mother|father|mum|mom|dad|sisters?|brothers?|siblings?|children|kids|wali|relatives)\b/,
  ],
  ['city', /\b(city|live|living|from|where|town|country|move|moving|relocat\w*|hometown|area)\b/],
  [
    'greeting',
    /\b(salaam?s?|salam|assalam\w*|as-salam\w*|alaykum|alaikum|hello|hi|hey|good (morning|afternoon|evening)|how are you)\b/,
  ],
]

const job = (me: DemoSpeaker) => me.occupation?.trim().toLowerCase() ?? ''
/** "I am a civil engineer", "I am an accountant"; a member with no occupation speaks of "my work". */
const iAm = (me: DemoSpeaker) => {
  const it = job(me)
  return it ? `I am ${/^[aeiou]/.test(it) ? 'an' : 'a'} ${it}` : 'I keep busy with my work'
}
const myWork = (me: DemoSpeaker) =>
  job(me) ? `Being ${/^[aeiou]/.test(job(me)) ? 'an' : 'a'} ${job(me)}` : 'My work'

const LINES: Record<DemoTopic, Line[]> = {
  greeting: [
    () => 'Wa alaykum assalam! Thank you for writing, it is lovely to hear from you. How has your day been?',
    () => 'Wa alaykum assalam, I hope you are well. What made you stop at my profile?',
    () => 'Hello again, and thank you for the kind words. Tell me a little about yourself?',
  ],
  work: [
    (me) =>
      `${iAm(me)}, alhamdulillah. It keeps me busy, but I try to leave it at the door in the evening. What do you do?`,
    (me) =>
      `${myWork(me)} suits me, and I enjoy most of it. What I value is time for family around it. Do you like your work?`,
    (me) =>
      `${iAm(me)}, and the work is important to me, but it is not everything: I would want it to fit around a home, not the other way round. How do you see that?`,
  ],
  family: [
    () =>
      'Family means a great deal to me. My parents would want to meet you early on, in sha’Allah. How involved is your family?',
    () =>
      'I am close to my family, and I would want our families involved when the time is right. Do you have brothers or sisters?',
    () => 'My family is at the heart of my week: we eat together most Fridays. What is your family like?',
  ],
  prayer: [
    () =>
      'I try to pray on time and keep Fridays for the masjid; I do not always manage, but I keep trying. How is your deen at the moment?',
    () =>
      'Prayer keeps me grounded, alhamdulillah, especially Fajr: the day goes better when I start with it. What keeps you close to your deen?',
    () =>
      'Faith comes first for me, and I would hope we could grow in it together. Is there a practice you hold on to?',
  ],
  city: [
    (me) =>
      `I live in ${me.city}, ${me.country}. I like it, though I would consider moving for the right person. Where are you based?`,
    (me) => `${me.city} is home: my family is here and so is my community. Have you ever visited?`,
    (me) =>
      `I grew up around ${me.city}, and the people are what I love most about it. What do you like about where you live?`,
  ],
  other: [
    () => 'JazakAllahu khayran for sharing that. What does a good weekend look like for you?',
    () =>
      'That is lovely, masha’Allah. I keep my evenings for prayer, family and a good book. What keeps you grounded?',
    () => 'I appreciate how open you are. What are you hoping to find here, in sha’Allah?',
  ],
}

/**
 * Said once, before the member's first answer in a chat, so trying the app never feels like
 * talking to a real person; it never stands in for an answer.
 */
export const DEMO_REMINDER = 'A word first: I am a demo member, here so you can try every step of Mithaq.'

/** The topic a message is about, by its words; 'other' when none matches. */
export function demoTopic(message: string): DemoTopic {
  const text = message.toLowerCase().replace(/[’‘]/g, "'")
  return TOPIC_WORDS.find(([, words]) => words.test(text))?.[0] ?? 'other'
}

/** Every line a topic can give for this member (for tests and for choosing). */
export const demoLines = (topic: DemoTopic, me: DemoSpeaker) => LINES[topic].map((line) => line(me))

/**
 * The answer to `message`: a line of its topic, chosen by how many answers the member already
 * gave in this chat (`answered`), and never `previous` (the member's last line), so the same
 * line never comes twice in a row. The first answer (`answered` 0) starts with DEMO_REMINDER.
 */
export function demoReply(input: {
  message: string
  me: DemoSpeaker
  answered: number
  previous?: string | null
}): string {
  const { message, me, answered, previous } = input
  const answer = lineFor(message, me, answered, previous)
  return answered === 0 ? `${DEMO_REMINDER} ${answer}` : answer
}

function lineFor(message: string, me: DemoSpeaker, answered: number, previous?: string | null) {
  const lines = demoLines(demoTopic(message), me)
  const start = answered % lines.length
  for (let i = 0; i < lines.length; i++) {
    const line = lines[(start + i) % lines.length]!
    if (line !== previous) return line
  }
  return lines[0]!
}
