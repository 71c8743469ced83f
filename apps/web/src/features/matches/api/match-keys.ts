/** The feature's query keys: everything under ['matches'] is refreshed when a match changes. */
export const matchKeys = {
  all: ['matches'] as const,
  list: ['matches', 'list'] as const,
  unmatched: ['matches', 'unmatched'] as const,
  detail: (matchId: string) => ['matches', 'detail', matchId] as const,
  messages: (matchId: string) => ['matches', 'messages', matchId] as const,
  unreadCount: ['matches', 'unread-count'] as const,
  /** Moments still to show and the count of new matches (decision 350). */
  news: ['matches', 'news'] as const,
}
