import {
  ageFromBirthday,
  canRematch,
  type LastMessage,
  type MatchDetail,
  type MatchListItem,
  type MatchProfileSummary,
  type MatchStatus,
  type MyPicturesState,
  runningMatchTimer,
  type UnmatchedListItem,
  type UnmatchReason,
} from '@mithaq/domain'
import { type PictureLinks, toPublicProfile } from '../profiles'
import type { MatchRow, ProfileRow } from './matches.repository'
import type { LastMessageRow } from './message-reads'

const iso = (d: Date) => d.toISOString()
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null)

export function matchStatus(row: MatchRow): MatchStatus {
  if (row.unmatchedAt) return 'unmatched'
  return row.chatUnlocked ? 'unlocked' : 'locked'
}

export function unmatchReason(row: MatchRow, viewerId: string): UnmatchReason | null {
  if (!row.unmatchedAt) return null
  if (row.unmatchInitiatorId === null) return 'non_response'
  return row.unmatchInitiatorId === viewerId ? 'you_unmatched' : 'they_unmatched'
}

export function toProfileSummary(
  other: ProfileRow,
  pictures: PictureLinks | undefined,
  today: Date,
): MatchProfileSummary {
  const main = pictures?.urls[0]
  return {
    id: other.id,
    name: other.name,
    sex: other.sex,
    age: ageFromBirthday(other.birthday, today),
    location: { country: other.country, city: other.city },
    picture: main ?? null,
    isDemo: other.isDemo,
    picturesBlurred: pictures?.blurred ?? false,
  }
}

export function toLastMessage(last: LastMessageRow | undefined, viewerId: string): LastMessage | null {
  if (!last) return null
  return {
    content: last.content,
    senderId: last.senderId,
    isMine: last.senderId === viewerId,
    createdAt: iso(last.createdAt),
  }
}

export function toMatchListItem(
  row: MatchRow,
  viewerId: string,
  profile: MatchProfileSummary,
  last: LastMessage | null,
  unreadCount: number,
): MatchListItem {
  const mine = row.profile1Id === viewerId
  return {
    id: row.id,
    profile,
    status: matchStatus(row),
    lastMessage: last,
    unreadCount,
    lastActivityAt: iso(row.lastMessageAt ?? row.createdAt),
    timer: runningMatchTimer({
      status: matchStatus(row),
      iPaid: mine ? row.user1Paid : row.user2Paid,
      theyPaid: mine ? row.user2Paid : row.user1Paid,
      paymentExpiresAt: isoOrNull(row.paymentExpiresAt),
      initialTimerExpiresAt: isoOrNull(row.initialTimerExpiresAt),
      responseTimerExpiresAt: isoOrNull(row.responseTimerExpiresAt),
      awaitingResponseFrom:
        row.awaitingResponseFrom === null ? null : row.awaitingResponseFrom === viewerId ? 'me' : 'them',
    }),
  }
}

export function toUnmatchedListItem(
  row: MatchRow,
  viewerId: string,
  profile: MatchProfileSummary,
  last: LastMessage | null,
): UnmatchedListItem {
  return {
    id: row.id,
    profile,
    lastMessage: last,
    unmatchedAt: iso(row.unmatchedAt!),
    reason: unmatchReason(row, viewerId)!,
    canRematch: canRematch(row, viewerId),
  }
}

export function toMatchDetail(
  row: MatchRow,
  viewerId: string,
  other: ProfileRow,
  pictures: PictureLinks | undefined,
  unreadCount: number,
  today: Date,
  myPictures: MyPicturesState,
): MatchDetail {
  const mine = row.profile1Id === viewerId ? 1 : 2
  const side = (n: 1 | 2) => ({
    id: n === 1 ? row.profile1Id : row.profile2Id,
    paid: n === 1 ? row.user1Paid : row.user2Paid,
    paidAmount: n === 1 ? row.user1PaidAmount : row.user2PaidAmount,
  })
  return {
    id: row.id,
    profile: toPublicProfile(other, pictures, today),
    status: matchStatus(row),
    chatUnlocked: row.chatUnlocked,
    me: side(mine),
    them: side(mine === 1 ? 2 : 1),
    paymentExpiresAt: isoOrNull(row.paymentExpiresAt),
    initialTimerExpiresAt: isoOrNull(row.initialTimerExpiresAt),
    responseTimerExpiresAt: isoOrNull(row.responseTimerExpiresAt),
    awaitingResponseFrom:
      row.awaitingResponseFrom === null ? null : row.awaitingResponseFrom === viewerId ? 'me' : 'them',
    unmatchedAt: isoOrNull(row.unmatchedAt),
    unmatchReason: unmatchReason(row, viewerId),
    canRematch: canRematch(row, viewerId),
    unreadCount,
    createdAt: iso(row.createdAt),
    lastMessageAt: isoOrNull(row.lastMessageAt),
    myPictures,
  }
}
