import type { ModerationActionKind } from '@mithaq/domain'
import type { Db } from '../../db/client'
import { moderationActions } from '../../db/schema'
import type { Clock } from '../../lib/clock'

export interface ActionRecord {
  moderatorId: string
  targetUserId: string | null
  reportId?: string | null
  kind: ModerationActionKind
  reason: string
  until?: Date | null
  pictureId?: string | null
}

/** Writes one decision to `moderation_actions` inside `tx`; answers its id. */
export async function recordAction({ clock }: { clock: Clock }, tx: Db, row: ActionRecord) {
  const [action] = await tx
    .insert(moderationActions)
    .values({ ...row, createdAt: clock.now() })
    .returning({ id: moderationActions.id })
  return action!.id
}
