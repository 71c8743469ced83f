import { z } from 'zod'
import { MESSAGE_MAX_LENGTH } from './limits'
import { plainTextProblem } from './text'
import { issue } from './wording'

const isoDate = z.iso.datetime({ offset: true })

/** Characters as a person counts them (code points), so an emoji counts once. */
const charCount = (s: string) => [...s].length

/** A message's text: trimmed, 1 to MESSAGE_MAX_LENGTH characters. */
export const messageContentSchema = z
  .string(issue('notices.messageEmpty'))
  .trim()
  .min(1, issue('notices.messageEmpty'))
  .superRefine((s, ctx) => {
    const problem = plainTextProblem(s, { multiline: true })
    if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false })
  })
  .refine((s) => charCount(s) <= MESSAGE_MAX_LENGTH, issue('notices.messageTooLong'))

/** `clientId` is chosen by the sender, so a retried send is stored once. */
export const sendMessageSchema = z.object({ content: messageContentSchema, clientId: z.uuid() })
export type SendMessageInput = z.infer<typeof sendMessageSchema>

export const messageSchema = z.object({
  id: z.string(),
  matchId: z.string(),
  senderId: z.string(),
  clientId: z.string(),
  content: z.string(),
  read: z.boolean(),
  readAt: isoDate.nullable(),
  createdAt: isoDate,
})
export type Message = z.infer<typeof messageSchema>

/** A chat's messages, oldest first. */
export const messageListSchema = z.object({ messages: z.array(messageSchema) })
export type MessageList = z.infer<typeof messageListSchema>

export const markReadResultSchema = z.object({ count: z.number().int() })
export type MarkReadResult = z.infer<typeof markReadResultSchema>

/** The Matches tab badge: unread messages from others in active matches. */
export const unreadCountSchema = z.object({ count: z.number().int() })
export type UnreadCount = z.infer<typeof unreadCountSchema>
