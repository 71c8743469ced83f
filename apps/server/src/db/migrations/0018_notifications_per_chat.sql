ALTER TABLE "notifications" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Decision 365: one unread 'message' row per chat. Existing unread rows of a chat fold into the
-- newest one, which counts them; the older ones are removed.
WITH ranked AS (
  SELECT id, user_id, reference_id,
    row_number() OVER (PARTITION BY user_id, reference_id ORDER BY created_at DESC, id DESC) AS rn,
    count(*) OVER (PARTITION BY user_id, reference_id) AS n
  FROM notifications
  WHERE type = 'message' AND read_at IS NULL AND reference_id IS NOT NULL
)
UPDATE notifications SET count = ranked.n FROM ranked WHERE notifications.id = ranked.id AND ranked.rn = 1;--> statement-breakpoint
DELETE FROM notifications WHERE id IN (
  SELECT id FROM (
    SELECT id, row_number() OVER (PARTITION BY user_id, reference_id ORDER BY created_at DESC, id DESC) AS rn
    FROM notifications
    WHERE type = 'message' AND read_at IS NULL AND reference_id IS NOT NULL
  ) older WHERE older.rn > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_message_per_chat_idx" ON "notifications" USING btree ("user_id","reference_id") WHERE type = 'message' and read_at is null;
