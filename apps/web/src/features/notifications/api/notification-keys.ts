/** Everything of this feature lives under ['notifications']. */
export const notificationKeys = {
  all: ['notifications'] as const,
  feed: ['notifications', 'feed'] as const,
  preferences: ['notifications', 'preferences'] as const,
}
