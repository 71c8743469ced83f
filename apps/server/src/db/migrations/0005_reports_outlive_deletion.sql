ALTER TABLE "profile_reports" DROP CONSTRAINT "profile_reports_reporter_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "profile_reports" DROP CONSTRAINT "profile_reports_reported_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "profile_reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_reports" ALTER COLUMN "reported_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "reported_email_hash" text;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "reported_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_reported_id_profiles_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_reports_reported_email_hash_index" ON "profile_reports" USING btree ("reported_email_hash");--> statement-breakpoint
-- Profiles closed before this column existed start their two years now.
UPDATE "profiles" SET "deactivated_at" = now() WHERE "is_active" = false;