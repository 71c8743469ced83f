ALTER TABLE "matches" ADD COLUMN "user1_moment_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "user2_moment_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "user1_list_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "user2_list_seen_at" timestamp with time zone;--> statement-breakpoint
-- Matches made before the moment was remembered were celebrated (or not) already: never again.
UPDATE "matches" SET "user1_moment_shown_at" = "created_at", "user2_moment_shown_at" = "created_at", "user1_list_seen_at" = "created_at", "user2_list_seen_at" = "created_at";
