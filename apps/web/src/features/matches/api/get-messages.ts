import { type Message, messageListSchema } from '@mithaq/domain'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../../../lib/api-client'
import { matchKeys } from './match-keys'

export const getMessages = async (matchId: string) =>
  (await request(messageListSchema, `/matches/${encodeURIComponent(matchId)}/messages`)).messages

const time = (m: Message) => Date.parse(m.createdAt)

/** Oldest first; the server gives each chat strictly increasing times, the id breaks any tie. */
export function sortMessages(messages: Message[]): Message[] {
  return [...messages].sort((a, b) => time(a) - time(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/** Adds or replaces one message by id, so a message that arrives twice is shown once. */
export function upsertMessage(messages: Message[] | undefined, message: Message): Message[] {
  const list = messages ?? []
  const index = list.findIndex((m) => m.id === message.id)
  if (index === -1) return sortMessages([...list, message])
  const next = [...list]
  next[index] = message
  return next
}

/**
 * The fetched list is the truth, but a message that arrived over the socket while the fetch was
 * in flight (newer than anything fetched) is kept rather than flickering away until the next event.
 */
export function mergeFetched(fetched: Message[], cached: Message[] | undefined): Message[] {
  const newest = fetched.at(-1)
  const later = (cached ?? []).filter(
    (m) => !newest || time(m) > time(newest) || (time(m) === time(newest) && m.id > newest.id),
  )
  if (later.length === 0) return fetched
  const ids = new Set(fetched.map((m) => m.id))
  return sortMessages([...fetched, ...later.filter((m) => !ids.has(m.id))])
}

export const messagesQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: matchKeys.messages(matchId),
    queryFn: async ({ client }: { client: QueryClient }) =>
      mergeFetched(await getMessages(matchId), client.getQueryData<Message[]>(matchKeys.messages(matchId))),
  })

/** A chat's messages, oldest first; refetched on every visit and every reconnect. */
export const useMessages = (matchId: string, enabled = true) =>
  useQuery({ ...messagesQueryOptions(matchId), enabled, refetchOnMount: 'always' })
