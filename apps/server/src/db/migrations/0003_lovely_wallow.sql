CREATE TABLE "push_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"like" boolean DEFAULT true NOT NULL,
	"match" boolean DEFAULT true NOT NULL,
	"message" boolean DEFAULT true NOT NULL,
	"chat_unlocked" boolean DEFAULT true NOT NULL,
	"payment_required" boolean DEFAULT true NOT NULL,
	"reminder" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"match_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"minutes_before" integer NOT NULL,
	"recipient_id" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_reminders_match_id_kind_minutes_before_recipient_id_deadline_pk" PRIMARY KEY("match_id","kind","minutes_before","recipient_id","deadline")
);
--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "p256dh" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "auth" text;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_tokens_user_id_created_at_index" ON "push_tokens" USING btree ("user_id","created_at");